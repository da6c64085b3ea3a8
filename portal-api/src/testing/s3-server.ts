import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-file-store.ts';
import { findFreePort } from './free-port.ts';

/** s3rver's own key pair: it checks each request's signature against it. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** Settings of a bucket on it (path-style, as MinIO-like servers want). */
  settings: S3Settings;
  /** Stops the server (its port then refuses connections); `start` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temp dir,
 * with the bucket `bucket` made: what the tests of the S3 file store run against.
 */
export async function startTestS3Server(bucket = 'portal-files-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-s3-'));
  const port = await findFreePort();
  const make = () => new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server: S3rver | undefined = make();
  await server.run();
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    settings: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: S3RVER_CREDENTIALS },
    stop,
    async start() {
      server = make();
      await server.run();
    },
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
