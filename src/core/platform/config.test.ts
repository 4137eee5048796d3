// Settings read from the environment: the storage quota (MB in the environment, binary, as the
// upload texts count them; bytes in the config), the caps per address and the upload time-out; a
// wrong value stops the start with its reason.
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

test("one address may hold 64 connections unless AAN_CONNECTIONS_PER_ADDRESS says more; fewer stops the start", () => {
  expect(load({}).connectionsPerAddress).toBe(64);
  expect(load({ AAN_CONNECTIONS_PER_ADDRESS: "500" }).connectionsPerAddress).toBe(500);
  expect(() => load({ AAN_CONNECTIONS_PER_ADDRESS: "10" })).toThrow(
    "Invalid AAN_CONNECTIONS_PER_ADDRESS: 10 (a whole number of at least 64)",
  );
});

test("a stalled upload is dropped after 15 s of silence unless AAN_UPLOAD_IDLE_TIMEOUT_SECONDS says otherwise", () => {
  expect(load({}).uploadIdleTimeoutMs).toBe(15_000);
  expect(load({ AAN_UPLOAD_IDLE_TIMEOUT_SECONDS: "40" }).uploadIdleTimeoutMs).toBe(40_000);
});
