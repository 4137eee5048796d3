// A member who can upload, set up on a running server the way people do it, over HTTP: the first
// admin, an invitation code, the member's registration on a device, a package from the admin, and
// one claim. For process tests (e2e, crash runs, benches) that send uploads to `aan serve`.
import { deviceHeaders, registration } from "./member-session";

/** The admin `memberWithClaim` sets up: other process tests sign in with it too. */
export const UPLOADS_ADMIN = { username: "uploads_admin", fullName: "Upload Admin", password: "upl0ad-Admin!" };
const ADMIN = UPLOADS_ADMIN;

export type Uploader = { url: string; cookie: string; headers: Record<string, string>; claimId: string; userId: string };

async function sent(url: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
  return { res, json: JSON.parse(text) };
}

const cookieOf = (res: Response, name: RegExp) =>
  res.headers
    .getSetCookie()
    .map((h) => h.split(";")[0]!)
    .find((pair) => name.test(pair))!;
/** Every cookie a member's registration sets, as the browser sends them back: the session and the device cookie. */
const memberCookies = (res: Response) => [cookieOf(res, /^(__Host-)?aan_member=/), cookieOf(res, /^(__Host-)?aan_device=/)].join("; ");

/** A session cookie of the admin `memberWithClaim` set up, signed in over HTTP. */
export async function uploadsAdminCookie(url: string): Promise<string> {
  const login = await sent(url, "/api/admin/login", { body: { username: ADMIN.username, password: ADMIN.password } });
  return cookieOf(login.res, /aan_admin=/);
}

/** Sets up an uploader on a fresh server (no admin yet); `name` tells devices and usernames apart. */
export async function memberWithClaim(url: string, name = "uploader"): Promise<Uploader> {
  await sent(url, "/api/admin/setup", {
    body: { username: ADMIN.username, fullName: ADMIN.fullName, password: ADMIN.password, confirmPassword: ADMIN.password },
  });
  return anotherMemberWithClaim(url, name);
}

/** Another uploader on a server whose admin `memberWithClaim` already set up. */
export async function anotherMemberWithClaim(url: string, name: string): Promise<Uploader> {
  const admin = { cookie: await uploadsAdminCookie(url) };
  const code = (
    await sent(url, "/api/admin/invitation-codes", {
      body: { code: `UPLOADS-${name.toUpperCase().replace(/[^A-Z0-9]/g, "-")}` },
      headers: admin,
    })
  ).json.code.code as string;
  const device = deviceHeaders(name);
  const registered = await sent(url, "/api/auth/register", {
    body: registration(code, { username: name, email: `${name}@example.com` }),
    headers: device,
  });
  const userId = registered.json.user.id as string;
  await sent(url, `/api/admin/members/${userId}/subscription`, { body: { plan: "assassin", frequency: "monthly" }, headers: admin });
  const cookie = memberCookies(registered.res);
  const claim = await sent(url, "/api/claims", {
    body: {
      propertyAddress: "1 Upload Way",
      homeowner: "Una Owner",
      col: "2026-01-01",
      dol: "2026-01-02",
      inspectionStatus: "pending",
      serviceRequestType: "estimate",
    },
    headers: { ...device, cookie },
  });
  return { url, cookie, headers: { ...device, cookie }, claimId: claim.json.claim.id as string, userId };
}
