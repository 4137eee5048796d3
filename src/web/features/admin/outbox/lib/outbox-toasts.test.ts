import { expect, test } from "bun:test";
import { expectReadFailure, expectRefusedChange } from "#web/lib/toast-test-cases";
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
  expectRefusedChange(outboxToasts.retryFailed, "Failed to retry message", {
    status: 409,
    kind: "conflict",
    message: "Only a held or failed message can be sent again; this one is sent",
  });
});

test("a failed read is destructive, with the reason when known", () => {
  expectReadFailure(outboxToasts.fetchOutboxFailed, "Failed to fetch outbox");
});
