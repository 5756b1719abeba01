import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Handlers every client test starts with; a test adds its own with `server.use(...)`. */
export const defaultHandlers = [
  http.get('*/version.json', () => HttpResponse.json({ version: '0.0.0', buildId: __BUILD_ID__ })),
];

export const server = setupServer(...defaultHandlers);
