// The audit log's paging: ask for a page of AUDIT_PAGE_SIZE rows, and keep going from the last
// id only while pages come back full ("Load more" with ?before=<last id>).
import type { Schema } from "#web/lib/api-types";

export const AUDIT_PAGE_SIZE = 50;

export function nextAuditCursor(page: readonly Schema<"AuditEntry">[], limit: number = AUDIT_PAGE_SIZE): number | undefined {
  if (page.length < limit) return undefined;
  return page[page.length - 1]?.id;
}
