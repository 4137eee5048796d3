// The storage quota setting: MB in the environment (binary, as the upload texts count them),
// bytes in the config; a wrong value stops the start with its reason.
import { expect, test } from "bun:test";
import { DEFAULT_STORAGE_QUOTA_MB } from "#shared/upload-limits";
import { loadConfig } from "./config";

const load = (env: Record<string, string>) => loadConfig({ webRoot: "/tmp" }, env);

test("the storage quota is 2 GB unless AAN_STORAGE_QUOTA_MB says otherwise", () => {
  expect(DEFAULT_STORAGE_QUOTA_MB).toBe(2048);
  expect(load({}).storageQuotaBytes).toBe(2 * 1024 * 1024 * 1024);
  expect(load({ AAN_STORAGE_QUOTA_MB: "" }).storageQuotaBytes).toBe(2 * 1024 * 1024 * 1024);
  expect(load({ AAN_STORAGE_QUOTA_MB: "500" }).storageQuotaBytes).toBe(500 * 1024 * 1024);
});

test.each(["0", "-1", "1.5", "lots", "1e3x"])("AAN_STORAGE_QUOTA_MB=%s stops the start", (value) => {
  expect(() => load({ AAN_STORAGE_QUOTA_MB: value })).toThrow(`Invalid AAN_STORAGE_QUOTA_MB: ${value} (a whole number of at least 1)`);
});
