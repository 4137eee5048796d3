import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { nextAuditCursor } from "./audit-query";

const rows = (ids: number[]) => ids.map((id) => ({ id }) as Schema<"AuditEntry">);

test("a full page continues from its last (oldest) id; a short page is the end", () => {
  expect(nextAuditCursor(rows([9, 8, 7]), 3)).toBe(7);
  expect(nextAuditCursor(rows([9, 8]), 3)).toBeUndefined();
  expect(nextAuditCursor([], 3)).toBeUndefined();
});
