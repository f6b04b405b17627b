import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for a server a test or a script starts. The one helper
 * for it: the test runner (plain Node), the scripts and the tests all import it from here.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
