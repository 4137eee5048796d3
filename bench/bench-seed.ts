// What the benches seed alike: a context on a data folder (no log, the system clock), the admin and
// a member registered on one device as the web app would register them, plain members in bulk, and
// both signed in on the running server.
import { cliActor } from "#core/actor";
import { setupFirstAdmin } from "#core/admins/admins";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { systemClock } from "#core/platform/clock";
import { loadConfig } from "#core/platform/config";
import type { AppContext } from "#core/context";
import { openDatabase } from "#core/db/db";
import { silentLog } from "#core/platform/log";
import type { DeviceHeaders } from "#core/members/signed-in-member";
import { registerMember } from "#core/members/members";

export function benchContext(dataDir: string): AppContext {
  return { db: openDatabase(dataDir), clock: systemClock, config: loadConfig({ dataDir, webRoot: "" }, {}), log: silentLog };
}

export type BenchMember = { invitationCode: string; username: string; password: string; lastName: string; email: string; phone: string };

/** Registers `member` on `device` (a policyholder of "Bench Co"), signed in there once. */
export function registerBenchMember(ctx: AppContext, device: DeviceHeaders, member: BenchMember) {
  return registerMember(
    ctx,
    { clientAddress: "127.0.0.1", userAgent: "bench" },
    { ...device, credential: undefined },
    {
      firstName: "Bench",
      companyName: "Bench Co",
      position: "Policyholder",
      ...member,
      confirmPassword: member.password,
      ageConfirmed: true,
      termsAccepted: true,
    },
  );
}

/** Every cookie a response sets, as a Cookie header: a member's sign-in sets the session and the device cookie. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
}

/** The passwords every bench seeds its admin and its measured member with. */
export const BENCH_ADMIN_PASSWORD = "bench-password-1";
export const BENCH_MEMBER_PASSWORD = "bench-Member-1";

/** A device as a bench's member presents it: a fingerprint made from `seed`, and its label. */
export type BenchDevice = { fingerprint: string; label: string };

export const benchDevice = (seed: string, label = "Bench member"): BenchDevice => ({
  fingerprint: new Bun.CryptoHasher("sha256").update(seed).digest("hex"),
  label,
});

/**
 * The admin "bench" and the measured member, registered with a code of `codeName` on `device`
 * as the web would; answers the member's id.
 */
export async function seedAdminAndMember(
  ctx: AppContext,
  codeName: string,
  device: DeviceHeaders,
  member: { username: string; lastName: string; email: string; phone: string },
): Promise<string> {
  const actor = cliActor("bench");
  await setupFirstAdmin(ctx, actor, {
    username: "bench",
    fullName: "Bench Admin",
    password: BENCH_ADMIN_PASSWORD,
    confirmPassword: BENCH_ADMIN_PASSWORD,
  });
  const { code } = createCustomCode(ctx, actor, { code: codeName });
  await registerBenchMember(ctx, device, { invitationCode: code.code, password: BENCH_MEMBER_PASSWORD, ...member });
  return (ctx.db.$client.query("SELECT id FROM users WHERE username = ?").get(member.username) as { id: string }).id;
}

/** `count` more members in straight SQL ("member0"…), inside the caller's transaction; answers their ids. */
export function insertPlainMembers(ctx: AppContext, count: number, first = 0): string[] {
  const user = ctx.db.$client.prepare(
    "INSERT INTO users (id, username, email, password, first_name, last_name, phone, company_name, position, created_at) VALUES (?, ?, ?, 'x', 'Bench', ?, '(555) 010-0000', 'Bench Co', 'Owner', ?)",
  );
  const now = Date.now();
  const ids: string[] = [];
  for (let i = first; i < first + count; i++) {
    const id = crypto.randomUUID();
    user.run(id, `member${i}`, `member${i}@bench.test`, `Member${i}`, now);
    ids.push(id);
  }
  return ids;
}

/** The admin "bench" signed in on the running server: its session cookie. */
export async function benchAdminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: BENCH_ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** The measured member signed in on their device: the headers every one of their calls carries. */
export async function benchMemberHeaders(url: string, username: string, device: BenchDevice): Promise<Record<string, string>> {
  const headers = { "x-device-fingerprint": device.fingerprint, "x-device-label": device.label };
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username, password: BENCH_MEMBER_PASSWORD }),
  });
  if (!res.ok) throw new Error(`member login failed: ${res.status} ${await res.text()}`);
  return { cookie: cookiesSetBy(res), ...headers };
}
