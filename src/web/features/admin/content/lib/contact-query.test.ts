import { expect, test } from "bun:test";
import { apiUrl } from "#web/lib/api-call";
import { contactMessagesQuery, handledText, INBOX_FILTERS, preview, replyText } from "./contact-query";

test("the open filter travels as ?open=true, all as ?open=false", () => {
  const inboxUrl = (filter: "open" | "all") => apiUrl("/api/admin/contact-messages", { query: contactMessagesQuery(filter) });
  expect(inboxUrl("open")).toBe("/api/admin/contact-messages?open=true");
  expect(inboxUrl("all")).toBe("/api/admin/contact-messages?open=false");
  expect(INBOX_FILTERS.map((f) => f.value)).toEqual(["open", "all"]);
});

test("a handled message says by whom and when", () => {
  const at = (iso: string) => `<${iso}>`;
  expect(handledText({ handledAt: null, handledBy: null }, at)).toBe("Open");
  expect(handledText({ handledAt: "2026-01-02T03:04:05Z", handledBy: "commander" }, at)).toBe(
    "Handled by commander at <2026-01-02T03:04:05Z>",
  );
  expect(handledText({ handledAt: "2026-01-02T03:04:05Z", handledBy: null }, at)).toBe("Handled at <2026-01-02T03:04:05Z>");
});

test("the list shows the first line, cut; the copy holds everything", () => {
  expect(preview("  First line\nsecond")).toBe("First line");
  expect(preview("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  const message = {
    callsign: "Ghost",
    email: "g@example.com",
    operationType: "other-operation",
    missionDetails: "Line 1\nLine 2",
    createdAt: "2026-01-02T03:04:05.000Z",
  };
  expect(replyText(message, "Other Operation")).toBe(
    "From: Ghost <g@example.com>\nOperation: Other Operation\nReceived: 2026-01-02T03:04:05.000Z\n\nLine 1\nLine 2",
  );
});
