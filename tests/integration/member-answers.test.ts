// The member account's answers, field by field and in order (decision 0067): the devices,
// countdown, sign-out and password-reset use cases return what happened and the routes add
// `success` with `ok`, so each answer still starts with `success: true` and carries exactly the
// fields clients have always read. One scenario per endpoint, on a fresh copy of one member.
import { expect } from "bun:test";
import { registerMember, type Member } from "../helpers/member-session";
import { runScenarios, scenarioTemplate, type Scenario, type World } from "../helpers/scenario";

type Fixture = { member: Member; deviceId: string };
const NEW_PASSWORD = "n3w-Pass-word";

const accounts = scenarioTemplate<Fixture>({
  config: { baseUrl: "http://aan.test" },
  build: async (w) => {
    const member = await registerMember(w.ctx, w.request);
    return { member, deviceId: w.value("SELECT id FROM devices WHERE user_id = ?", member.id) as string };
  },
});

const member: Scenario<Fixture>["actor"] = { member: (w) => w.fixture.member };
/** The answer's fields, in order: `success` first, then exactly these. */
const fields =
  (...names: string[]) =>
  (reply: { json: Record<string, unknown> }) => {
    expect(Object.keys(reply.json)).toEqual(["success", ...names]);
    expect(reply.json.success).toBe(true);
  };

/** The token of the last reset e-mail queued for the member. */
const mailedToken = (w: World<Fixture>) => {
  const body = w.value("SELECT body FROM notifications WHERE purpose = 'password_reset' ORDER BY rowid DESC") as string;
  return /token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
};

runScenarios(accounts, [
  {
    name: "GET /api/user/devices → success, devices, maxDevices",
    actor: member,
    method: "GET",
    path: "/api/user/devices",
    status: 200,
    json: { devices: [{ current: true }], maxDevices: 2 },
    check: fields("devices", "maxDevices"),
  },
  {
    name: "POST /api/user/devices rename → success, message, device",
    actor: member,
    method: "POST",
    path: "/api/user/devices",
    body: (w: World<Fixture>) => ({ action: "rename", deviceId: w.fixture.deviceId, newLabel: "Kitchen laptop" }),
    status: 200,
    json: { message: "Device renamed", device: { label: "Kitchen laptop" } },
    check: fields("message", "device"),
  },
  {
    name: "POST /api/user/devices revoke → success, message, device: null",
    actor: member,
    method: "POST",
    path: "/api/user/devices",
    body: (w: World<Fixture>) => ({ action: "revoke", deviceId: w.fixture.deviceId }),
    status: 200,
    json: { message: "Device revoked", device: null },
    check: fields("message", "device"),
  },
  {
    name: "GET /api/user/countdown-status → success and the four countdown fields",
    actor: member,
    method: "GET",
    path: "/api/user/countdown-status",
    status: 200,
    check: fields("purchaseDeadline", "accessDeadline", "hasPurchaseCountdown", "hasAccessCountdown"),
  },
  {
    name: "POST /api/user/start-purchase-countdown → success, deadline",
    actor: member,
    method: "POST",
    path: "/api/user/start-purchase-countdown",
    status: 200,
    check: fields("deadline"),
  },
  {
    name: "POST /api/user/start-access-countdown → success, deadline",
    actor: member,
    method: "POST",
    path: "/api/user/start-access-countdown",
    status: 200,
    check: fields("deadline"),
  },
  {
    name: "POST /api/auth/logout → success, message",
    actor: member,
    method: "POST",
    path: "/api/auth/logout",
    status: 200,
    json: { message: "Signed out" },
    check: fields("message"),
  },
  {
    name: "POST /api/auth/password-reset/request, then /complete → success, message (and resetId; the completion's passkeys)",
    actor: "anonymous",
    method: "POST",
    path: "/api/auth/password-reset/request",
    body: (w: World<Fixture>) => ({ identifier: w.fixture.member.email, resetType: "email" }),
    status: 200,
    json: { message: "If an account matches, a reset message is on its way." },
    check: async (reply, w) => {
      fields("message", "resetId")(reply);
      const done = await w.request("POST", "/api/auth/password-reset/complete", {
        body: { token: mailedToken(w), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(done.status).toBe(200);
      expect(done.json.message).toBe("Password has been reset. Please sign in with your new password.");
      // The passkeys that still sign in (decision 0138): none for this member.
      fields("message", "passkeys")(done);
      expect(done.json.passkeys).toEqual([]);
    },
  },
]);
