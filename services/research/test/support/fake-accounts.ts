import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the accounts service's internal route: GET /internal/users/:userId → 200 { userId, isPaid } / 404.
 * With a token, requests without the x-internal-token header get 403 (so the test sees research sends it).
 */
export async function startFakeAccounts(users: Record<string, { isPaid: boolean }>, token?: string) {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    if (token && req.headers['x-internal-token'] !== token) {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"forbidden"}');
      return;
    }
    const match = /^\/internal\/users\/([^/?]+)$/.exec(req.url ?? '');
    const userId = match ? decodeURIComponent(match[1]) : '';
    const user = users[userId];
    if (!user) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Unknown user."}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ userId, isPaid: user.isPaid }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
