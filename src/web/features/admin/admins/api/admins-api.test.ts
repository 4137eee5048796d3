import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { activateAdmin, adminsQueryOptions, createAdmin, deactivateAdmin, renameAdmin, resetAdminTwoFactor } from "./admins-api";

/** The method, URL and body each change sends, with the fetch answering a success. */
async function sent(change: () => Promise<unknown>) {
  const realFetch = globalThis.fetch;
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ success: true, message: "ok" }), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  try {
    await change();
  } finally {
    globalThis.fetch = realFetch;
  }
  return calls;
}

test("the list is GET /api/admin/admins, under the admins key", async () => {
  const options = adminsQueryOptions();
  expect([...options.queryKey]).toEqual(["/api/admin", "admins", "list"]);
  expect(await askedUrl(options, { success: true, admins: [] })).toBe("/api/admin/admins");
});

test("each change asks its own route, by the admin's id", async () => {
  const admin = { username: "ops", fullName: "Ops Lead", password: "opspass1", confirmPassword: "opspass1", role: "admin" as const };
  expect(await sent(() => createAdmin(admin))).toEqual([{ method: "POST", url: "/api/admin/admins", body: admin }]);
  expect(await sent(() => renameAdmin({ id: "a-1", username: "ops-lead" }))).toEqual([
    { method: "POST", url: "/api/admin/admins/a-1/rename", body: { username: "ops-lead" } },
  ]);
  expect(await sent(() => deactivateAdmin("a-1"))).toEqual([{ method: "POST", url: "/api/admin/admins/a-1/deactivate", body: undefined }]);
  expect(await sent(() => activateAdmin("a-1"))).toEqual([{ method: "POST", url: "/api/admin/admins/a-1/activate", body: undefined }]);
  expect(await sent(() => resetAdminTwoFactor("a-1"))).toEqual([{ method: "DELETE", url: "/api/admin/admins/a-1/mfa", body: undefined }]);
});
