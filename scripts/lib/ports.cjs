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

module.exports = { freePort, isPortFree, preferredOrFreePort };
