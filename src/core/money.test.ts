// Money crosses the API as decimal strings and lives in the database as integer cents. The
// schema (src/shared/schemas/credibility.ts) normalises and checks an amount; money.ts converts
// the checked string. Both halves are tested here, and the whole way an amount travels.
import { describe, expect, test } from "bun:test";
import { credibilityEntryUpdateSchema } from "#shared/schemas/credibility";
import { centsToDecimal, decimalToCents, optionalCentsToDecimal, optionalDecimalToCents } from "./money";

/** What the API does with an amount: validate and normalise it, then convert it to cents. */
function amountToCents(input: unknown): number | null {
  const parsed = credibilityEntryUpdateSchema.safeParse({ originalAmount: input });
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return optionalDecimalToCents(parsed.data.originalAmount ?? null);
}

describe("decimal string → cents", () => {
  test.each([
    ["0", 0],
    ["0.5", 50],
    ["0.05", 5],
    ["0.07", 7],
    ["1", 100],
    ["1.1", 110],
    ["52000", 5_200_000],
    ["52000.00", 5_200_000],
    ["1250.5", 125_050],
    ["9999999999999", 999_999_999_999_900],
    ["9999999999999.99", 999_999_999_999_999],
  ])("%p → %i", (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
  });

  // Each of these is off by one cent when computed as parseFloat(x) * 100.
  test.each([
    ["0.29", 29],
    ["0.57", 57],
    ["1.15", 115],
    ["4.35", 435],
    ["8888888888888.88", 888_888_888_888_888],
    ["1234567890123.41", 123_456_789_012_341],
  ])("no float rounding: %p → exactly %i", (decimal, cents) => {
    expect(parseFloat(decimal) * 100).not.toBe(cents);
    expect(decimalToCents(decimal)).toBe(cents);
  });
});

describe("cents → decimal string", () => {
  test.each([
    [0, "0.00"],
    [5, "0.05"],
    [50, "0.50"],
    [100, "1.00"],
    [125_050, "1250.50"],
    [5_200_000, "52000.00"],
    [999_999_999_999_999, "9999999999999.99"],
  ])("%i → %p", (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  test("every cents value of the first 100 dollars, and random ones up to the 13-digit maximum, survive the round trip", () => {
    for (let cents = 0; cents <= 10_000; cents++) expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    for (let i = 0; i < 2000; i++) {
      const cents = Math.floor(Math.random() * 1_000_000_000_000_000);
      const decimal = centsToDecimal(cents);
      expect(decimal).toMatch(/^\d{1,13}\.\d{2}$/);
      expect(decimalToCents(decimal)).toBe(cents);
    }
  });

  test("none stays none", () => {
    expect(optionalCentsToDecimal(null)).toBeNull();
    expect(optionalDecimalToCents(null)).toBeNull();
    expect(optionalCentsToDecimal(1050)).toBe("10.50");
    expect(optionalDecimalToCents("10.50")).toBe(1050);
  });
});

describe("an amount from the API, validated then converted", () => {
  test.each([
    ["0", 0],
    ["0.5", 50],
    ["1,234.56", 123_456],
    ["1,250.5", 125_050],
    [" 42 ", 4200],
    ["9999999999999.99", 999_999_999_999_999],
    [0, 0],
    [10.5, 1050],
    [0.07, 7],
  ])("%p → %i cents", (input, cents) => {
    expect(amountToCents(input)).toBe(cents);
  });

  test.each([null, "", "   ", undefined])("%p means no amount", (input) => {
    expect(amountToCents(input)).toBeNull();
  });

  test.each([
    ["a negative string", "-5"],
    ["a negative number", -1],
    ["three decimals", "12.345"],
    ["a float with binary noise", 0.1 + 0.2],
    ["14 digits", "99999999999999"],
    ["an exponent", "1e5"],
    ["a huge number (printed with an exponent)", 1e21],
    ["letters", "abc"],
    ["a lone point", "."],
    ["two points", "1.2.3"],
    ["true", true],
  ])("refuses %s (%p) before any conversion", (_what, input) => {
    expect(() => amountToCents(input)).toThrow(/amount/);
  });
});

describe("the conversions refuse what is not an amount, even without the schema", () => {
  test.each(["-5.5", "1.239", "1,234.56", "", "1.", ".5", "12345678901234", "1e3", " 1"])("%p is refused", (text) => {
    expect(() => decimalToCents(text)).toThrow(RangeError);
  });

  test.each([-5, 0.5, Number.NaN, 1_000_000_000_000_000])("%p cents is refused", (cents) => {
    expect(() => centsToDecimal(cents)).toThrow(RangeError);
  });
});
