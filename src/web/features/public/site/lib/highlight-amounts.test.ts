import { describe, expect, test } from "bun:test";
import { highlightAmounts } from "./highlight-amounts";

const amounts = (text: string) =>
  highlightAmounts(text)
    .filter((p) => p.tone)
    .map((p) => [p.text, p.tone]);

describe("highlightAmounts", () => {
  test("first red, last green, every one between orange", () => {
    expect(amounts("Offered $12,400, appraised at $38,900, revised to $41,000, paid $52,000.")).toEqual([
      ["$12,400", "red"],
      ["$38,900", "orange"],
      ["$41,000", "orange"],
      ["$52,000", "green"],
    ]);
  });

  test("two amounts: red then green", () => {
    expect(amounts("From $8,000 to $31,500")).toEqual([
      ["$8,000", "red"],
      ["$31,500", "green"],
    ]);
  });

  test("a lone amount is the outcome: green", () => {
    expect(amounts("We recovered $85,000 more.")).toEqual([["$85,000", "green"]]);
  });

  test("no amount: one plain piece", () => {
    expect(highlightAmounts("Fast and thorough.")).toEqual([{ text: "Fast and thorough." }]);
  });

  test("cents, scales and plain digits are amounts; trailing punctuation is not", () => {
    expect(amounts("$1625.50, then $2.1M, $15k and $1.5 million; not 52,000 or $, only $9.")).toEqual([
      ["$1625.50", "red"],
      ["$2.1M", "orange"],
      ["$15k", "orange"],
      ["$1.5 million", "orange"],
      ["$9", "green"],
    ]);
  });

  test("the pieces join back into the text", () => {
    const text = "Carrier said $4,000. Final: $19,750!";
    expect(
      highlightAmounts(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });
});
