import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultRule = {
  /** Which requests the rule is for. */
  match(req: IncomingMessage): boolean;
  /** Answer these statuses (one per matching request, in order) without forwarding. */
  fail?: number[];
  /** Forward, let the upstream do its work, but never answer: the caller looks dead mid-request. */
  holdAfterForward?: boolean;
};

/**
 * An HTTP proxy on 127.0.0.1 in front of a real server (the CI WordPress) that injects faults: an
 * answer of 500 before the request reaches the server, or a request the server completes whose
 * answer never comes back. `Host` is rewritten to the upstream's, as WordPress picks its config by it.
 */
export async function startFaultProxy(upstream: string) {
  const target = new URL(upstream);
  const rules: FaultRule[] = [];
  const held: ServerResponse[] = [];
  let forwardedAndHeld = 0;
  const server = createServer((req, res) => {
    const rule = rules.find((r) => r.match(req) && ((r.fail?.length ?? 0) > 0 || r.holdAfterForward));
    if (rule?.fail?.length) {
      const status = rule.fail.shift() as number;
      req.resume();
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'injected', message: `injected ${status}`, data: { status } }));
      return;
    }
    const hold = Boolean(rule?.holdAfterForward);
    if (rule && hold) rule.holdAfterForward = false;
    const up = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (upRes) => {
        if (hold) {
          upRes.resume();
          upRes.on('end', () => {
            forwardedAndHeld += 1;
            held.push(res);
          });
          return;
        }
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rules,
    /** How many requests reached the upstream and were then held. */
    heldCount: () => forwardedAndHeld,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of held) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
