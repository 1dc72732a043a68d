/**
 * The reference for the proxy-cost benchmark: the least a Node reverse proxy does. node:http server, one keep-alive
 * agent to the target, method, path, headers and body passed through, status, headers and body passed back; no
 * routing, limits, headers, logs or metrics. Run as its own process, like the gateway:
 *
 *   TARGET_URL=http://127.0.0.1:4001 PORT=4100 node --import tsx scripts/bench/support/reference-proxy.ts
 *
 * Prints "ready" when it listens; SIGTERM closes it. A target that cannot be reached answers 502.
 */
import http from 'node:http';

const target = new URL(process.env.TARGET_URL ?? 'http://127.0.0.1:4001');
const port = Number(process.env.PORT ?? 4100);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

const server = http.createServer((req, res) => {
  const upstream = http.request({
    host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent,
  }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.once('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"error":"bad gateway"}');
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 5000;

server.listen(port, '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  agent.destroy();
});
