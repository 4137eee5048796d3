import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { collectFingerprintFields, hashFingerprint, type FingerprintEnv } from "./fingerprint";

const env: FingerprintEnv = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  screenWidth: 1920,
  screenHeight: 1080,
  colorDepth: 24,
  timezone: "America/Chicago",
  language: "en-US",
  platform: "Linux x86_64",
  hardwareConcurrency: 8,
  deviceMemory: 8,
  pixelRatio: 1,
  canvasDataUrl: "data:image/png;base64,AAAA",
};

describe("collectFingerprintFields", () => {
  test("keeps the spec's field names in the spec's order", () => {
    expect(Object.keys(collectFingerprintFields(env))).toEqual([
      "userAgent",
      "screen",
      "timezone",
      "language",
      "platform",
      "hardwareConcurrency",
      "deviceMemory",
      "colorDepth",
      "pixelRatio",
      "canvas",
    ]);
  });

  test("screen is width x height x colour depth", () => {
    expect(collectFingerprintFields(env).screen).toBe("1920x1080x24");
  });

  test("hardwareConcurrency falls back to 0 and canvas is left out without a 2D canvas", () => {
    const fields = collectFingerprintFields({ ...env, hardwareConcurrency: undefined, canvasDataUrl: undefined });
    expect(fields.hardwareConcurrency).toBe(0);
    expect("canvas" in fields).toBe(false);
  });

  test("an absent deviceMemory is omitted from the hashed JSON", () => {
    const json = JSON.stringify(collectFingerprintFields({ ...env, deviceMemory: undefined }));
    expect(json).not.toContain("deviceMemory");
  });
});

describe("hashFingerprint", () => {
  const fields = collectFingerprintFields(env);

  test("is SHA-256 hex of the JSON of the fields", async () => {
    const expected = createHash("sha256").update(JSON.stringify(fields)).digest("hex");
    expect(await hashFingerprint(fields)).toBe(expected);
  });

  test("is pinned for a known device (changing fields or order changes every device id)", async () => {
    expect(await hashFingerprint(fields)).toBe("04ee14085276ad45314c375e86ef5385320dae8e27a58abd43bbb22feed8dd61");
  });

  test("differs when one trait differs", async () => {
    expect(await hashFingerprint(collectFingerprintFields({ ...env, timezone: "UTC" }))).not.toBe(await hashFingerprint(fields));
  });

  test("is the same over plain http, where the browser has no crypto.subtle", async () => {
    const subtle = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(globalThis.crypto), "subtle")!;
    Object.defineProperty(globalThis.crypto, "subtle", { value: undefined, configurable: true });
    try {
      expect(globalThis.crypto.subtle).toBeUndefined();
      expect(await hashFingerprint(fields)).toBe("04ee14085276ad45314c375e86ef5385320dae8e27a58abd43bbb22feed8dd61");
    } finally {
      delete (globalThis.crypto as { subtle?: unknown }).subtle;
      expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(globalThis.crypto), "subtle")).toEqual(subtle);
      expect(globalThis.crypto.subtle).toBeDefined();
    }
  });
});
