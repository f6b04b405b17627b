import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { TEST_S3_ENDPOINT_VARIABLE } from './test-s3-endpoint';

/**
 * Starts one s3rver on a free port for the server project's run; each test app makes its own bucket there
 * (server/testing/test-app.ts). When it cannot start, every suite fails with the reason: none skips.
 */
export default async function startS3ForServerTests(): Promise<() => Promise<void>> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'forum-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  // The test processes are started after this, with this environment.
  process.env[TEST_S3_ENDPOINT_VARIABLE] = `http://127.0.0.1:${port}`;
  // The SDK warns once per process that its 2027 releases need Node 22; the project already requires it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}
