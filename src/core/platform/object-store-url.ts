// Where objects live in S3-compatible storage, read from a setting such as AAN_STORAGE_URL:
// s3://bucket/prefix?endpoint=http://host:9000&region=us-east-1, the keys from the URL's user
// part or from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. The keys are never shown: `describe`
// names the place without them, for logs and the doctor.

export type ObjectStoreLocation = {
  bucket: string;
  /** Every key starts with it; "" or ending in "/". */
  prefix: string;
  endpoint: string | undefined;
  region: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** The URL without its keys. */
  describe: string;
};

/** Reads an s3:// setting; anything else stops the start with the setting's name and why. */
export function parseObjectStoreUrl(setting: string, text: string, env: Record<string, string | undefined>): ObjectStoreLocation {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Invalid ${setting}: not a URL (s3://bucket/prefix?endpoint=…&region=…)`);
  }
  if (url.protocol !== "s3:") throw new Error(`Invalid ${setting}: only s3:// is understood (s3://bucket/prefix?endpoint=…&region=…)`);
  const bucket = url.hostname;
  if (!bucket) throw new Error(`Invalid ${setting}: it names no bucket (s3://bucket/prefix)`);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`Invalid ${setting}: endpoint must be an http:// or https:// address`);
  const shown = new URL(url.href);
  shown.username = "";
  shown.password = "";
  return {
    bucket,
    prefix: path ? `${path}/` : "",
    endpoint,
    region: url.searchParams.get("region") ?? undefined,
    accessKeyId: url.username ? decodeURIComponent(url.username) : env.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: url.password ? decodeURIComponent(url.password) : env.AWS_SECRET_ACCESS_KEY || undefined,
    describe: shown.href,
  };
}

/** The setting's text again, keys included: for a child process's environment only, never a log or an argument. */
export function urlWithKeys(location: ObjectStoreLocation): string {
  const url = new URL(location.describe);
  if (location.accessKeyId) url.username = encodeURIComponent(location.accessKeyId);
  if (location.secretAccessKey) url.password = encodeURIComponent(location.secretAccessKey);
  return url.href;
}

/** Bun's built-in S3 client for that place. */
export function s3ClientOf(location: ObjectStoreLocation): Bun.S3Client {
  return new Bun.S3Client({
    bucket: location.bucket,
    endpoint: location.endpoint,
    region: location.region,
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
  });
}
