import { describe, expect, test } from "bun:test";
import { normalisePhone, phoneText } from "./phone";

describe("one phone format", () => {
  test("every usual way of typing a ten-digit number is stored as (xxx) xxx-xxxx", () => {
    for (const typed of [
      "7135550142",
      "713-555-0142",
      "713.555.0142",
      "(713) 555-0142",
      "+1 (713) 555-0142",
      "1 713 555 0142",
      " 713 555 0142 ",
    ])
      expect({ typed, stored: normalisePhone(typed) }).toEqual({ typed, stored: "(713) 555-0142" });
  });

  test("too few or too many digits, or letters, are not a number", () => {
    for (const typed of ["555-0142", "713555014299", "+44 20 7946 0958", "713-555-CALL", "713 555 0142 ext 5"])
      expect({ typed, stored: normalisePhone(typed) }).toEqual({ typed, stored: undefined });
  });

  test("a number stored before shows in the one format; one that cannot be read shows as stored", () => {
    expect(phoneText("713.555.0142")).toBe("(713) 555-0142");
    expect(phoneText("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });
});
