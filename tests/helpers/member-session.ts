// Shared steps for the member API tests: device headers, a valid registration body, a code to
// register with, and a registered, signed-in member.
import { cliActor } from "#core/actor";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import type { Requester, Reply } from "./admin-session";
import type { TestContext } from "./context";

export const MEMBER_PASSWORD = "m3mber-Pass!";

/** A device as the web app identifies it: a SHA-256 hex fingerprint and a label. */
export function deviceHeaders(name: string): Record<string, string> {
  const fingerprint = new Bun.CryptoHasher("sha256").update(`device:${name}`).digest("hex");
  return { "x-device-fingerprint": fingerprint, "x-device-label": `Desktop - Chrome on Linux (${name})` };
}

let serial = 0;

/** A fresh custom code, unassigned, straight through core. */
export function freshCode(ctx: TestContext): string {
  return createCustomCode(ctx, cliActor("tests"), { code: `JOIN-${++serial}-${Date.now().toString(36)}` }).code.code;
}

export function registration(code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++serial;
  return {
    invitationCode: code,
    firstName: "Jane",
    lastName: "Doe",
    email: `jane${n}@example.com`,
    phone: "(713) 555-0142",
    companyName: "Doe Roofing",
    position: "Contractor",
    licenseNumber: "TX-12345",
    username: `jane${n}`,
    password: MEMBER_PASSWORD,
    confirmPassword: MEMBER_PASSWORD,
    ageConfirmed: true,
    termsAccepted: true,
    ...overrides,
  };
}

/**
 * The Cookie header a browser sends after this response: the member's session cookie with the
 * device cookie set beside it (decision 0060), or undefined when no session cookie was set.
 */
export function memberCookieOf(reply: Reply): string | undefined {
  const pairs = reply.headers.getSetCookie().map((header) => header.split(";")[0]!.trim());
  const session = pairs.find((pair) => /^(__Host-)?aan_member=./.test(pair));
  const device = pairs.find((pair) => /^(__Host-)?aan_device=./.test(pair));
  if (!session) return undefined;
  return device ? `${session}; ${device}` : session;
}

/** The `name=value` of the device cookie inside a Cookie header, or undefined. */
export function deviceCookieIn(cookie: string | undefined): string | undefined {
  return cookie?.split("; ").find((pair) => /^(__Host-)?aan_device=./.test(pair));
}

export type Member = { username: string; email: string; cookie: string; device: Record<string, string>; id: string };

/** Registers a member on `deviceName` and answers its cookie; fails loudly when refused. */
export async function registerMember(
  ctx: TestContext,
  request: Requester,
  options: { deviceName?: string; overrides?: Record<string, unknown> } = {},
): Promise<Member> {
  const body = registration(freshCode(ctx), options.overrides);
  const device = deviceHeaders(options.deviceName ?? "laptop");
  const reply = await request("POST", "/api/auth/register", { body, headers: device });
  const cookie = memberCookieOf(reply);
  if (reply.status !== 200 || !cookie) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
  return { username: String(body.username), email: String(body.email), cookie, device, id: reply.json.user.id };
}
