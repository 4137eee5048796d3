import { expect, test } from "bun:test";
import { keyHelpLines, wrappedLineCount } from "./key-help";

test("phrases are packed into lines that break between phrases, never inside one", () => {
  const phrases = [
    "Tab/←→ tabs",
    "↑↓ move",
    "g generate",
    "c custom",
    "a assign",
    "u unassign",
    "/ search",
    "o overview",
    "r refresh",
    "q quit",
  ];
  const lines = keyHelpLines(phrases, 78);
  expect(lines).toEqual([
    "Tab/←→ tabs · ↑↓ move · g generate · c custom · a assign · u unassign",
    "/ search · o overview · r refresh · q quit",
  ]);
  for (const line of lines) expect([...line].length).toBeLessThanOrEqual(78);
  expect(lines.join(" · ")).toBe(phrases.join(" · "));
  expect(keyHelpLines(phrases, 200)).toEqual([phrases.join(" · ")]);
});

test("a status takes the lines it wraps to, between words, with its own line breaks", () => {
  expect(wrappedLineCount("Created custom code: VIP-ONE", 78)).toBe(1);
  expect(wrappedLineCount("one two three", 7)).toBe(2);
  expect(wrappedLineCount("first\nsecond", 78)).toBe(2);
  expect(wrappedLineCount("x".repeat(100), 40)).toBe(3);
});
