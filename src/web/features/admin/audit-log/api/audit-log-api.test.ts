import { expect, test } from "bun:test";
import { fetchAuditLog } from "./audit-log-api";

test("a page of 50, of one action when chosen, before the last id seen", async () => {
  const realFetch = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ success: true, entries: [] }), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  try {
    await fetchAuditLog(undefined, undefined);
    await fetchAuditLog("codes.assign", 120);
  } finally {
    globalThis.fetch = realFetch;
  }
  expect(urls).toEqual(["/api/admin/audit-log?limit=50", "/api/admin/audit-log?action=codes.assign&limit=50&before=120"]);
});
