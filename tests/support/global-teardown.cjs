const fs = require('node:fs');

module.exports = async function globalTeardown() {
  // The shared stack first: its processes hold connections to the Redis stopped below.
  await globalThis.__WK_STACK__?.stop();
  const redis = globalThis.__WK_REDIS__;
  if (!redis) return;
  await new Promise((resolve) => {
    redis.child.once('exit', resolve);
    redis.child.kill('SIGTERM');
    setTimeout(resolve, 3000).unref();
  });
  fs.rmSync(redis.dir, { recursive: true, force: true });
};
