import { ConfigError } from './config-error';

/** Where uploads are kept (server/files). */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      /** Unset: AWS's own endpoint for the region. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Unset: the AWS SDK's own chain (AWS_* variables, an instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** The bucket root's public address: public images are sent there instead of through this server. */
      publicBaseUrl: string | undefined;
    };

/** The variables the storage mode is read from. */
interface StorageVariables {
  NODE_ENV: string;
  STORAGE_DRIVER: 'local' | 's3';
  S3_ENDPOINT: string | undefined;
  S3_REGION: string | undefined;
  S3_BUCKET: string | undefined;
  S3_ACCESS_KEY_ID: string | undefined;
  S3_SECRET_ACCESS_KEY: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PUBLIC_BASE_URL: string | undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** STORAGE_DRIVER and its S3_* settings; production never sends keys and documents over plain HTTP to another host. */
export function resolveStorage(e: StorageVariables): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'is required when STORAGE_DRIVER=s3');
  if (!e.S3_REGION)
    throw new ConfigError(
      'S3_REGION',
      "is required when STORAGE_DRIVER=s3 (your provider's region, such as eu-west-2; us-east-1 for most self-hosted services)",
    );
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      "must be set together with the other S3 key (leave both unset to use the AWS SDK's own credentials)",
    );
  }
  if (e.NODE_ENV === 'production' && e.S3_ENDPOINT) {
    const endpoint = new URL(e.S3_ENDPOINT);
    if (endpoint.protocol === 'http:' && !LOOPBACK_HOSTS.has(endpoint.hostname)) {
      throw new ConfigError(
        'S3_ENDPOINT',
        'must be an https:// URL when NODE_ENV=production: passport photos, certificates and the keys would cross the network in clear',
      );
    }
  }
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicBaseUrl: e.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
  };
}
