import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { outboxToasts } from "./outbox-toasts";

test("a retry shows the server's sentence, and says the same without one", () => {
  expect(outboxToasts.requeued("Message queued to be sent again")).toEqual({
    title: "Message queued to be sent again",
    variant: "default",
  });
  expect(outboxToasts.requeued(undefined).title).toBe("Message queued to be sent again");
  expect(outboxToasts.copied("jane@example.com")).toEqual({ title: "Message to jane@example.com copied to clipboard", variant: "default" });
  expect(outboxToasts.copyFailed().variant).toBe("destructive");
});

test("a refused retry shows the server's reason; one without an answer says it timed out", () => {
  const conflict = new ApiError({
    status: 409,
    kind: "conflict",
    message: "Only a held or failed message can be sent again; this one is sent",
  });
  expect(outboxToasts.retryFailed(conflict)).toEqual({
    title: "Failed to retry message",
    description: "Only a held or failed message can be sent again; this one is sent",
    variant: "destructive",
  });
  const timeout = new ApiError({ status: 0, kind: "timeout", message: "Request timeout" });
  expect(outboxToasts.retryFailed(timeout).description).toMatch(/^Request timeout\. .*reloaded/);
});

test("a failed read is destructive, with the reason when known", () => {
  expect(outboxToasts.fetchOutboxFailed(new Error("x"))).toEqual({ title: "Failed to fetch outbox", variant: "destructive" });
  const late = new ApiError({ status: 0, kind: "timeout", message: "Query timeout" });
  expect(outboxToasts.fetchOutboxFailed(late)).toEqual({
    title: "Failed to fetch outbox",
    description: "Query timeout",
    variant: "destructive",
  });
});
