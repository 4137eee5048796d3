// The s3:// settings: bucket, prefix, endpoint and region read from the URL; the keys from its user
// part or the usual AWS variables, never in the description; anything else refused with its reason.
import { expect, test } from "bun:test";
import { parseObjectStoreUrl } from "./object-store-url";

test("bucket, prefix, endpoint, region and the URL's keys; the description has no keys", () => {
  const place = parseObjectStoreUrl(
    "AAN_STORAGE_URL",
    "s3://AK:s%2Fcret@docs/aan/files/?endpoint=http://127.0.0.1:9000&region=us-east-1",
    {},
  );
  expect(place).toEqual({
    bucket: "docs",
    prefix: "aan/files/",
    endpoint: "http://127.0.0.1:9000",
    region: "us-east-1",
    accessKeyId: "AK",
    secretAccessKey: "s/cret",
    describe: "s3://docs/aan/files/?endpoint=http://127.0.0.1:9000&region=us-east-1",
  });
});

test("without keys in the URL, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; no prefix is the bucket's root", () => {
  const place = parseObjectStoreUrl("AAN_STORAGE_URL", "s3://docs", { AWS_ACCESS_KEY_ID: "env-id", AWS_SECRET_ACCESS_KEY: "env-secret" });
  expect([place.prefix, place.accessKeyId, place.secretAccessKey, place.endpoint]).toEqual(["", "env-id", "env-secret", undefined]);
});

test.each([
  ["not a url", "Invalid AAN_STORAGE_URL: not a URL (s3://bucket/prefix?endpoint=…&region=…)"],
  ["file:///mnt/docs", "Invalid AAN_STORAGE_URL: only s3:// is understood (s3://bucket/prefix?endpoint=…&region=…)"],
  ["s3://docs/x?endpoint=ftp://host", "Invalid AAN_STORAGE_URL: endpoint must be an http:// or https:// address"],
])("%s is refused", (text, message) => {
  expect(() => parseObjectStoreUrl("AAN_STORAGE_URL", text, {})).toThrow(message);
});
