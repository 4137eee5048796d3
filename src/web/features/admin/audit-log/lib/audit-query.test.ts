import { expect, test } from "bun:test";
import type { AuditEntryView } from "#shared/answers/admins";
import { auditLogUrl, nextAuditCursor } from "./audit-query";

test("the URL carries the filter, the page size and the cursor", () => {
  expect(auditLogUrl({})).toBe("/api/admin/audit-log?limit=50");
  expect(auditLogUrl({ action: "codes.assign", before: 120 })).toBe("/api/admin/audit-log?action=codes.assign&limit=50&before=120");
});

const rows = (ids: number[]) => ids.map((id) => ({ id }) as AuditEntryView);

test("a full page continues from its last (oldest) id; a short page is the end", () => {
  expect(nextAuditCursor(rows([9, 8, 7]), 3)).toBe(7);
  expect(nextAuditCursor(rows([9, 8]), 3)).toBeUndefined();
  expect(nextAuditCursor([], 3)).toBeUndefined();
});
