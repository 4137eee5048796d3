// Invitation codes people read aloud and type: three groups of four characters from an alphabet
// without look-alikes, every character equally likely, no repeats in practice.
import { expect, test } from "bun:test";
import { CODE_ALPHABET, generateInvitationCode } from "./code-generator";

const DRAWS = 10_000;
const codes = Array.from({ length: DRAWS }, generateInvitationCode);
const characters = codes.flatMap((code) => code.replaceAll("-", "").split(""));

test("the alphabet is the digits 2-9 and the letters A-Z without the look-alikes 0/O and 1/I/L", () => {
  const expected = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  expect([...CODE_ALPHABET].sort().join("")).toBe(expected);
  expect(new Set(CODE_ALPHABET).size).toBe(31);
  for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(CODE_ALPHABET).not.toContain(lookAlike);
});

test("every code is three groups of four alphabet characters, e.g. K7QM-2XHD-9RTW", () => {
  const format = new RegExp(`^[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`);
  for (const code of codes) {
    expect(code).toHaveLength(14);
    expect(code).toMatch(format);
  }
});

test(`${DRAWS} codes are all different`, () => {
  // 31^12 ≈ 7.9e17 codes: a repeat among 10,000 has a chance of about 6e-11.
  expect(new Set(codes).size).toBe(DRAWS);
});

test("every alphabet character turns up, and about equally often (no modulo bias)", () => {
  const counts = new Map<string, number>();
  for (const c of characters) counts.set(c, (counts.get(c) ?? 0) + 1);
  expect([...counts.keys()].sort().join("")).toBe([...CODE_ALPHABET].sort().join(""));
  // Chi-square with 30 degrees of freedom: a fair draw exceeds 100 with a chance below 1e-8; a
  // byte % 31 without redrawing favours 8 characters by 1/8 and scores in the hundreds here.
  const expected = characters.length / CODE_ALPHABET.length;
  const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  expect(chiSquare).toBeLessThan(100);
});

test("each of the 12 positions varies on its own", () => {
  for (let position = 0; position < 14; position++) {
    if (position === 4 || position === 9) {
      expect(new Set(codes.map((code) => code[position]))).toEqual(new Set(["-"]));
      continue;
    }
    const seen = new Set(codes.slice(0, 2000).map((code) => code[position]));
    expect(seen.size).toBe(31);
  }
  // Neighbouring characters are not tied together: the same character twice in a row about 1 in 31.
  const pairs = codes.flatMap((code) => {
    const plain = code.replaceAll("-", "");
    return Array.from({ length: 11 }, (_, i) => plain[i] === plain[i + 1]);
  });
  const sameRate = pairs.filter(Boolean).length / pairs.length;
  expect(sameRate).toBeGreaterThan(1 / 31 / 2);
  expect(sameRate).toBeLessThan((1 / 31) * 2);
});
