import { describe, expect, test } from "bun:test";
import { countdownText, countdownTone, formatRemaining, msUntil } from "./countdown-format";

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe("formatRemaining", () => {
  test.each([
    [100 * HOUR, "100:00:00"],
    [12 * HOUR, "12:00:00"],
    [12 * HOUR + SECOND, "12:00:01"],
    [25 * HOUR + 61 * SECOND, "25:01:01"],
    [9 * SECOND, "00:00:09"],
    [500, "00:00:01"],
    [0, "00:00:00"],
    [-5 * SECOND, "00:00:00"],
  ])("%p ms → %p", (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
});

describe("countdownTone", () => {
  test("red at exactly 12 hours, for both types", () => {
    expect(countdownTone("purchase", 12 * HOUR)).toBe("red");
    expect(countdownTone("access", 12 * HOUR)).toBe("red");
  });

  test("12 h + 1 s is green for purchase and yellow for access", () => {
    expect(countdownTone("purchase", 12 * HOUR + SECOND)).toBe("green");
    expect(countdownTone("access", 12 * HOUR + SECOND)).toBe("yellow");
  });

  test("red at zero and below", () => {
    expect(countdownTone("purchase", 0)).toBe("red");
    expect(countdownTone("access", -1)).toBe("red");
  });

  test("100 h is not urgent", () => {
    expect(countdownTone("purchase", 100 * HOUR)).toBe("green");
    expect(countdownTone("access", 100 * HOUR)).toBe("yellow");
  });
});

describe("countdownText", () => {
  test("reads ACCESS EXPIRED at zero and below, the time otherwise", () => {
    expect(countdownText(0)).toBe("ACCESS EXPIRED");
    expect(countdownText(-1)).toBe("ACCESS EXPIRED");
    expect(countdownText(1)).toBe("00:00:01");
  });
});

test("msUntil accepts ISO strings, dates and epoch ms", () => {
  const now = Date.UTC(2025, 0, 1);
  expect(msUntil("2025-01-01T01:00:00.000Z", now)).toBe(HOUR);
  expect(msUntil(new Date(now + SECOND), now)).toBe(SECOND);
  expect(msUntil(now - SECOND, now)).toBe(-SECOND);
});
