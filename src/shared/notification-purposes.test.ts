import { describe, expect, test } from "bun:test";
import { NOTIFICATION_PURPOSE_WORDS, purposeText } from "./notification-purposes";

describe("notification purposes in words", () => {
  test("a claim's new-message notice reads as words, not its key", () => {
    expect(purposeText("claim_message")).toBe("New message notice");
    expect(purposeText("claim_message_operative")).toBe("Member message notice to operatives");
    expect(purposeText("test_message")).toBe("Test message");
  });

  test("no purpose's words are its key, and an unknown purpose shows no key either", () => {
    for (const [key, words] of Object.entries(NOTIFICATION_PURPOSE_WORDS)) {
      expect(words).not.toContain("_");
      expect(purposeText(key)).toBe(words);
    }
    expect(purposeText("something_new")).toBe("Other message");
  });
});
