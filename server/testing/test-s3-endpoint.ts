/** Names the S3-compatible server (s3rver) that s3-global-setup.ts starts for the server suites. */
export const TEST_S3_ENDPOINT_VARIABLE = 'TEST_S3_ENDPOINT';

export function testS3Endpoint(): string {
  const endpoint = process.env[TEST_S3_ENDPOINT_VARIABLE];
  if (!endpoint)
    throw new Error(
      `${TEST_S3_ENDPOINT_VARIABLE} is not set: the server tests' s3rver did not start (server/testing/s3-global-setup.ts)`,
    );
  return endpoint;
}
