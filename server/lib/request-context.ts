import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a piece of work runs for, so every log line it writes carries that request's id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = () => requestContext.getStore()?.requestId;

// What a proxy's request id may look like: short, printable, no spaces or quotes (it is echoed and logged).
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
export const acceptableRequestId = (value: string | undefined) => (value && REQUEST_ID.test(value) ? value : undefined);
