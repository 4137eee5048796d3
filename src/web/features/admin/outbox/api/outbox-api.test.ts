import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { outboxQueryOptions } from "./outbox-api";

test("all messages, or those of one status", async () => {
  expect(await askedUrl(outboxQueryOptions("all"))).toBe("/api/admin/outbox");
  expect(await askedUrl(outboxQueryOptions("held"))).toBe("/api/admin/outbox?status=held");
});
