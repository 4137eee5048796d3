import { expect, test } from "bun:test";
import { SITE_SETTING_KEYS } from "#shared/site-settings";
import { fallbackText, inputTypeOf, SETTING_GROUPS, settingFormSchema, settingIdPart } from "./settings-groups";

test("every setting is in exactly one group", () => {
  const grouped = SETTING_GROUPS.flatMap((g) => g.keys);
  expect([...grouped].sort()).toEqual([...SITE_SETTING_KEYS].sort());
  expect(new Set(grouped).size).toBe(grouped.length);
  expect(SETTING_GROUPS.map((g) => g.title)).toEqual(["Brand", "Mailboxes", "Links", "Payment links", "Notices", "Policy dates"]);
  expect(SETTING_GROUPS.find((g) => g.id === "mailboxes")?.keys).toEqual(["supportEmail", "generalEmail", "privacyEmail", "legalEmail"]);
  expect(SETTING_GROUPS.find((g) => g.id === "payment")?.keys).toHaveLength(6);
});

test("each value is checked by its shared rule, its message on the field; empty clears", () => {
  const issue = (key: Parameters<typeof settingFormSchema>[0], value: string) => {
    const result = settingFormSchema(key).safeParse({ value });
    return result.success ? undefined : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
  };
  expect(issue("supportEmail", "not-a-mailbox")).toEqual({ path: "value", message: "Support mailbox must be an e-mail address" });
  expect(issue("chatLink", "http://chat.example.com")).toEqual({
    path: "value",
    message: "Messaging chat link must be an https:// address",
  });
  expect(issue("termsUpdated", "Jan 2")).toEqual({ path: "value", message: "Terms of service last updated must be a date (YYYY-MM-DD)" });
  expect(issue("supportEmail", "")).toBeUndefined();
  expect(issue("supportEmail", " help@example.com ")).toBeUndefined();
  expect(settingFormSchema("supportEmail").parse({ value: " help@example.com " }).value).toBe("help@example.com");
  expect(settingFormSchema("supportEmail")).toBe(settingFormSchema("supportEmail"));
});

test("inputs, ids and fallbacks", () => {
  expect(inputTypeOf("supportEmail")).toBe("email");
  expect(inputTypeOf("privacyPolicyUpdated")).toBe("date");
  expect(inputTypeOf("brandName")).toBe("text");
  const payment = SITE_SETTING_KEYS.find((k) => k.startsWith("paymentLink."))!;
  expect(inputTypeOf(payment)).toBe("url");
  expect(settingIdPart(payment)).toMatch(/^paymentLink-[A-Za-z0-9_-]+$/);
  expect(fallbackText("brandName")).toBe("Empty uses “AAN”.");
  expect(fallbackText("supportEmail")).toBe("Empty: not shown.");
  expect(fallbackText("memberMessageNoticeEmail")).toBe("Empty: off.");
});
