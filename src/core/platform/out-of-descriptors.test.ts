import { describe, expect, test } from "bun:test";
import { DomainError } from "#shared/errors";
import type { Log } from "./log";
import { isOutOfDescriptors, outOfDescriptorsError, outOfDescriptorsReporter } from "./out-of-descriptors";

const emfile = () => Object.assign(new Error("EMFILE: too many open files, open '/data/uploads/x.part'"), { code: "EMFILE" });

describe("out of file descriptors", () => {
  test("EMFILE and ENFILE are recognised, also as a cause; other errors and refusals are not", () => {
    expect(isOutOfDescriptors(emfile())).toBe(true);
    expect(isOutOfDescriptors(Object.assign(new Error("file table overflow"), { code: "ENFILE" }))).toBe(true);
    expect(isOutOfDescriptors(new Error("Failed to open", { cause: emfile() }))).toBe(true);
    expect(isOutOfDescriptors(Object.assign(new Error("no space"), { code: "ENOSPC" }))).toBe(false);
    expect(isOutOfDescriptors(new DomainError("invalid", "too many open files"))).toBe(false);
    expect(isOutOfDescriptors(undefined)).toBe(false);
  });

  test("the refusal is a 503 that asks to come back in a few seconds", () => {
    const error = outOfDescriptorsError();
    expect([error.status, error.retryAfterSeconds]).toEqual([503, 5]);
  });

  test("logged the first time, then at most once a minute, counting the refusals in between", () => {
    const lines: Array<Record<string, unknown> | undefined> = [];
    const log: Log = { info() {}, warn: (_event, fields) => lines.push(fields), error() {} };
    let now = 0;
    const report = outOfDescriptorsReporter(log, () => now);
    for (const at of [0, 1_000, 30_000, 59_999]) {
      now = at;
      report(emfile());
    }
    expect(lines.map((line) => line?.refusedSinceLastLine)).toEqual([1]);
    now = 60_000;
    report(emfile());
    expect(lines.map((line) => line?.refusedSinceLastLine)).toEqual([1, 4]);
    // One reporter per log, whoever asks for it (the error mapper and Bun's own error callback).
    expect(outOfDescriptorsReporter(log)).toBe(report);
  });
});
