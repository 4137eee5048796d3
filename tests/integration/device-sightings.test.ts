// What a member's devices list says of each browser: "Last seen" follows use (one write at most
// every few minutes), and "browser changed" only when the browser's User-Agent or label moved from
// one it had sent: never for a new device, a resized window (only the fingerprint moves) or a rename.
import { beforeAll, describe, expect, test } from "bun:test";
import { DEVICE_SEEN_EVERY_MS } from "#core/members/device-credentials";
import { createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { deviceHeaders, MEMBER_PASSWORD, registerMember, type Member } from "../helpers/member-session";

const CHROME_130 = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const CHROME_131 = CHROME_130.replace("Chrome/130", "Chrome/131");

let admin: SignedInAdmin;
let member: Member;
const clock = () => admin.ctx.clock as unknown as { advance(ms: number): void };

beforeAll(async () => {
  admin = await createSignedInAdmin();
  member = await registerMember(admin.ctx, admin.request, { deviceName: "sightings" });
});

/** The member's one device as the list shows it, asked with these headers. */
async function listed(headers: Record<string, string> = {}) {
  const reply = await admin.request("GET", "/api/user/devices", { cookie: member.cookie, headers: { ...member.device, ...headers } });
  expect(reply.status).toBe(200);
  return reply.json.devices[0] as { id: string; label: string; reportedLabel: string; lastSeenAt: string; updatedAt: string | null };
}
const writesToDevices = () =>
  admin.ctx.db.$client.query("SELECT last_seen_at AS at FROM devices WHERE user_id = ?").get(member.id) as { at: number };

describe("a member's devices", () => {
  test("a new device has not been updated, and a resized window (a new fingerprint) does not update it", async () => {
    expect((await listed({ "user-agent": CHROME_130 })).updatedAt).toBeNull();
    const resized = { "x-device-fingerprint": "f".repeat(64), "user-agent": CHROME_130 };
    expect((await listed(resized)).updatedAt).toBeNull();
  });

  test("a rename is the member's name: nothing says the browser changed", async () => {
    const device = await listed({ "user-agent": CHROME_130 });
    const renamed = await admin.request("POST", "/api/user/devices", {
      cookie: member.cookie,
      headers: { ...member.device, "user-agent": CHROME_130 },
      body: { deviceId: device.id, action: "rename", newLabel: "Office laptop" },
    });
    expect(renamed.status).toBe(200);
    expect(await listed({ "user-agent": CHROME_130 })).toMatchObject({ label: "Office laptop", updatedAt: null });
  });

  test("a new User-Agent is a browser update: it is dated", async () => {
    clock().advance(60_000);
    const updated = await listed({ "user-agent": CHROME_131 });
    expect(updated.updatedAt).not.toBeNull();
  });

  test("Last seen moves with use, written at most once every few minutes", async () => {
    clock().advance(DEVICE_SEEN_EVERY_MS);
    await listed({ "user-agent": CHROME_131 });
    const first = writesToDevices().at;
    clock().advance(DEVICE_SEEN_EVERY_MS - 60_000);
    await listed({ "user-agent": CHROME_131 });
    expect(writesToDevices().at).toBe(first);
    clock().advance(60_000);
    const seen = await listed({ "user-agent": CHROME_131 });
    expect(writesToDevices().at).toBeGreaterThan(first);
    expect(new Date(seen.lastSeenAt).getTime()).toBe(writesToDevices().at);
  });
  test("the new-device notice carries the way back: the devices page at the install's address", async () => {
    const traveller = await registerMember(admin.ctx, admin.request, { deviceName: "first browser" });
    const other = await admin.request("POST", "/api/auth/login", {
      body: { username: traveller.username, password: MEMBER_PASSWORD },
      headers: deviceHeaders("second browser"),
    });
    expect(other.status).toBe(200);
    const body = admin.ctx.db.$client
      .query("SELECT body FROM notifications WHERE user_id = ? AND purpose = 'device_added' ORDER BY created_at DESC")
      .get(traveller.id) as { body: string };
    expect(body.body).toEndWith(`\n${admin.ctx.config.baseUrl.replace(/\/+$/, "")}/account`);
  });
});
