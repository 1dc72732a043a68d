'use strict';
const net = require('node:net');

/** An ephemeral port that was free a moment ago (the OS picks it). */
function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `count` distinct ephemeral ports: each is held open until all are picked, so the OS cannot hand the same one out
 * twice (two services of one stack given one port: one fails to listen and the other answers its health check).
 */
async function freePorts(count, host = '127.0.0.1') {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      server.unref();
      await new Promise((resolve, reject) => {
        server.on('error', reject);
        server.listen(0, host, resolve);
      });
      servers.push(server);
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
  }
}

/** Whether nothing listens on the port (tries to bind it on every interface, as the services do). */
function isPortFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The preferred port when it is free, else an ephemeral one. */
async function preferredOrFreePort(preferred) {
  return (await isPortFree(preferred)) ? preferred : freePort();
}

module.exports = { freePort, freePorts, isPortFree, preferredOrFreePort };
