import { expect, test } from "bun:test";
import { PHONE_FORMAT } from "#shared/phone";
import { formatPhoneInput } from "./phone-format";

test.each([
  ["", ""],
  ["5", "(5"],
  ["555", "(555"],
  ["5551", "(555) 1"],
  ["555123", "(555) 123"],
  ["5551234", "(555) 123-4"],
  ["5551234567", "(555) 123-4567"],
  ["555-123-4567", "(555) 123-4567"],
  ["(555) 123-4567", "(555) 123-4567"],
  ["+1 555 123 4567", "(555) 123-4567"],
  ["555123456789", "(555) 123-4567"],
  ["abc", ""],
])("%p → %p", (typed, shown) => {
  expect(formatPhoneInput(typed)).toBe(shown);
});

test("deleting past a separator removes a digit instead of sticking on it", () => {
  // Backspace after "(555) 1" leaves "(555) ", which must fall back to "(555".
  expect(formatPhoneInput("(555) ")).toBe("(555");
  expect(formatPhoneInput("(555) 123-")).toBe("(555) 123");
});

test("ten digits, however typed, give what the shared schema accepts", () => {
  for (const typed of ["7135550142", "713.555.0142", "(713)5550142", "1-713-555-0142"]) {
    expect(formatPhoneInput(typed)).toMatch(PHONE_FORMAT);
  }
});
