import { describe, expect, test } from "bun:test";
import { expiryFromText, extendCodeSchema, extendExpiryFromText, generateCodesSchema, INVALID_EXPIRY } from "./invitation-codes";

describe("code expiry inputs", () => {
  test.each([
    ["", undefined],
    ["  ", undefined],
    ["never", null],
    ["Never", null],
    ["1", 1],
    [" 30 ", 30],
    ["3650", 3650],
  ] as const)("typed %p → %p", (typed, expected) => {
    expect(expiryFromText.parse(typed)).toBe(expected);
  });

  test.each(["0", "3651", "-1", "1.5", "soon", "1e3"])("typed %p → the one expiry message", (typed) => {
    expect(expiryFromText.safeParse(typed).error?.issues.map((i) => i.message)).toEqual([INVALID_EXPIRY]);
  });

  test("extend as typed: days or never; empty is refused with the one message", () => {
    expect(extendExpiryFromText.parse("12")).toBe(12);
    expect(extendExpiryFromText.parse("never")).toBeNull();
    expect(extendExpiryFromText.safeParse("").error?.issues.map((i) => i.message)).toEqual([INVALID_EXPIRY]);
  });

  test("generate: left out stays undefined (the operator's default), null is kept (never)", () => {
    expect(generateCodesSchema.parse({ count: 2 }).expiresInDays).toBeUndefined();
    expect(generateCodesSchema.parse({ count: 2, expiresInDays: null }).expiresInDays).toBeNull();
  });

  test("extend needs a number of days or null, never nothing", () => {
    expect(extendCodeSchema.safeParse({}).error?.issues[0]?.message).toBe(INVALID_EXPIRY);
    expect(extendCodeSchema.parse({ expiresInDays: null })).toEqual({ expiresInDays: null });
  });
});
