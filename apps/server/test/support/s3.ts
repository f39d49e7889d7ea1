import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The test server's fixed keys (s3rver checks request signatures against them). */
export const S3_TEST_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'eu-central-1',
} as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** FILES_URL of the bucket. */
  filesUrl: string;
  /** The environment a process needs to reach it (FILES_URL and the keys). */
  env: Record<string, string>;
  /** Stops answering (connections refused) until `start` again: the store unreachable. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver from the npm registry: multipart uploads, Range reads, ListObjectsV2) on a free
 * port with one bucket, kept in a temporary directory. The SDK in this process gets its keys through the environment.
 */
export async function startLocalS3(bucket = 'portal-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lap-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async (): Promise<void> => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = (await server.run()).port;
  };
  await start();
  Object.assign(process.env, S3_TEST_CREDENTIALS);
  const endpoint = `http://127.0.0.1:${port}`;
  const filesUrl = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=eu-central-1&forcePathStyle=true`;
  return {
    endpoint,
    bucket,
    filesUrl,
    env: { FILES_URL: filesUrl, ...S3_TEST_CREDENTIALS },
    async stop() {
      const http = (server as unknown as { httpServer?: Server }).httpServer;
      http?.closeAllConnections();
      await server?.close();
    },
    start,
  };
}
