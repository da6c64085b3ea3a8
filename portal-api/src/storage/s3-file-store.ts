import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { FileStoreUnavailableError, type FileStore } from './file-store.ts';

/** Where the S3 file store keeps files (PORTAL_S3_*; see config.ts's s3SettingsFromEnv). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's endpoint (Cloudflare R2, MinIO, Backblaze B2); unset: AWS S3. */
  endpoint?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most local servers. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's usual chain (environment, shared files, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** A connection that does not open in this long is a store that is down, not a slow one. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** The largest files (PDFs, 10 MB photos) are sent well within this on any working link. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface S3FileStore extends FileStore {
  /** Closes the client's connections. */
  close(): void;
}

/**
 * Files in an S3 bucket through the AWS SDK, under the portal's keys. A missing object reads as
 * undefined; any other failure (the service down, access denied, a missing bucket) is logged by the
 * caller as a FileStoreUnavailableError naming the operation and key. `clientOptions` are the tests'
 * (fewer retries against a server they stopped). The SDK loads with the first file asked for: a process
 * that touches no file (the back-office command, most starts) does not pay for it.
 */
export function s3FileStore(settings: S3Settings, clientOptions: Partial<S3ClientConfig> = {}): S3FileStore {
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Client }> | undefined;
  /** The SDK once it has loaded: a missing object is told by its exception class. */
  let sdkLoaded: typeof S3Sdk | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      sdkLoaded = sdk;
      return { sdk, client: newClient(sdk, settings, clientOptions) };
    }));
  /** S3's answer for a key with no object (NoSuchKey; a bare 404 where the service sends no body). */
  const isMissingObject = (error: unknown) =>
    sdkLoaded !== undefined &&
    error instanceof sdkLoaded.S3ServiceException &&
    (error.name === 'NoSuchKey' || (error.name !== 'NoSuchBucket' && error.$metadata.httpStatusCode === 404));
  const { bucket } = settings;
  const failed = (operation: string, key: string, error: unknown) =>
    new FileStoreUnavailableError(`S3 ${operation} of ${bucket}/${key} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

  return {
    description: `s3://${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, content, contentType) {
      try {
        const { sdk, client } = await s3();
        await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: content, ContentType: contentType, ContentLength: content.length }));
      } catch (error) {
        throw failed('put', key, error);
      }
    },
    async get(key) {
      try {
        const { sdk, client } = await s3();
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return undefined;
        const content = Buffer.from(await object.Body.transformToByteArray());
        return { content, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw failed('get', key, error);
      }
    },
    async delete(key) {
      try {
        const { sdk, client } = await s3();
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw failed('delete', key, error);
      }
    },
    within() {
      return this;
    },
    close: () => void loaded?.then(({ client }) => client.destroy()),
  };
}

function newClient(sdk: typeof S3Sdk, settings: S3Settings, clientOptions: Partial<S3ClientConfig>) {
  return new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services (and local servers) reject
    // or do not return the newer flexible checksums the SDK otherwise sends on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    ...clientOptions,
  });
}
