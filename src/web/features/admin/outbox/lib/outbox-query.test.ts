import { expect, test } from "bun:test";
import { NOTIFICATION_STATUSES } from "#shared/schemas/members";
import { OUTBOX_REFRESH_MS, outboxQueryOptions } from "../api/outbox-api";
import { canRetry, OUTBOX_FILTERS, relayText } from "./outbox-query";

test("the filter offers every status the API takes, and all of them", () => {
  expect(OUTBOX_FILTERS.map((f) => f.value)).toEqual(["all", ...NOTIFICATION_STATUSES]);
  expect(OUTBOX_FILTERS.find((f) => f.value === "held")?.label).toBe("Held");
});

test("only held and failed messages can be sent again", () => {
  expect(NOTIFICATION_STATUSES.filter((status) => canRetry({ status }))).toEqual(["held", "failed"]);
});

test("the relay text holds the recipient, the subject and the whole body", () => {
  const body = "Line one\n\nhttps://aan.example/reset-password?token=abc";
  expect(relayText({ channel: "email", recipient: "jane@example.com", subject: "Reset your AAN password", body })).toBe(
    `To: jane@example.com (e-mail)\nSubject: Reset your AAN password\n\n${body}`,
  );
  expect(relayText({ channel: "sms", recipient: "(713) 555-0142", subject: null, body: "Code 123456" })).toBe(
    "To: (713) 555-0142 (SMS)\n\nCode 123456",
  );
});

test("the open outbox is read again every 5 s, so the sender's work shows without a click", () => {
  expect(OUTBOX_REFRESH_MS).toBe(5_000);
  expect(outboxQueryOptions("held").refetchInterval).toBe(OUTBOX_REFRESH_MS);
});
