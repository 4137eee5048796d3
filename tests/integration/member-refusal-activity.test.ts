// What a member's refusals leave behind (decision 0067): every member use case runs in
// memberUseCase, which records a refusal's activity row after the change rolled back, and only
// where the use case names one (claims, documents, a wrong password, a device over the limit).
// A refused change leaves no success row; the audit rows of sign-in refusals stay as they were.
import { expect } from "bun:test";
import { cliActor } from "#core/actor";
import { setMemberActive } from "#core/members/member-admin";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { deviceHeaders, MEMBER_PASSWORD, registerMember, type Member } from "../helpers/member-session";
import { runScenarios, scenarioTemplate, type Scenario, type World } from "../helpers/scenario";
import { claimForm } from "../helpers/claim-form";

type Fixture = { member: Member; inactive: Member; claimInReview: string };
const operator = cliActor("tests");
const LAPTOP = deviceHeaders("laptop");

const members = scenarioTemplate<Fixture>({
  build: async (w) => {
    const member = await registerMember(w.ctx, w.request);
    const inactive = await registerMember(w.ctx, w.request);
    setMemberActive(w.ctx, operator, inactive.username, false);
    activateSubscription(w.ctx, operator, member.username, { plan: "phantom", frequency: "monthly" });
    const filed = await w.request("POST", "/api/claims", {
      cookie: member.cookie,
      headers: member.device,
      body: claimForm(),
    });
    const claimInReview = filed.json.claim.id as string;
    const moved = await w.as("admin")("POST", `/api/admin/claims/${claimInReview}/status`, {
      body: { status: "in_review", note: "On it" },
    });
    if (moved.status !== 200) throw new Error(`claim not moved: ${moved.text}`);
    return { member, inactive, claimInReview };
  },
});

const asMember: Scenario<Fixture>["actor"] = { member: (w) => w.fixture.member };
/** The member's activity rows, oldest first, as "action: description". */
const activityOf = (w: World<Fixture>, who: keyof Pick<Fixture, "member" | "inactive">) =>
  w.rows("SELECT action || ': ' || description FROM user_activity_log WHERE user_id = ? ORDER BY rowid", w.fixture[who].id);
const lastActivity = (w: World<Fixture>, who: keyof Pick<Fixture, "member" | "inactive"> = "member") => activityOf(w, who).at(-1);

runScenarios(members, [
  {
    name: "a wrong password for a member's username → 401, 'login.failure' in their activity and one audit row",
    actor: "anonymous",
    method: "POST",
    path: "/api/auth/login",
    headers: LAPTOP,
    body: (w: World<Fixture>) => ({ username: w.fixture.member.username, password: "Wrong-pass-1!" }),
    status: 401,
    json: { success: false, error: "Invalid username or password", kind: "unauthenticated" },
    audit: { "member.login/failure": 1 },
    check: (_reply, w) => expect(lastActivity(w)).toBe("login.failure: Wrong password"),
  },
  {
    name: "a username nobody has → 401, one audit row, no member's activity",
    actor: "anonymous",
    method: "POST",
    path: "/api/auth/login",
    headers: LAPTOP,
    body: { username: "nobody-at-all", password: "Wrong-pass-1!" },
    status: 401,
    unchanged: ["user_activity_log"],
    audit: { "member.login/failure": 1 },
  },
  {
    name: "a deactivated member with the right password → 403, an audit row, nothing in their activity",
    actor: "anonymous",
    method: "POST",
    path: "/api/auth/login",
    headers: LAPTOP,
    body: (w: World<Fixture>) => ({ username: w.fixture.inactive.username, password: MEMBER_PASSWORD }),
    status: 403,
    json: { error: "Account deactivated", kind: "forbidden" },
    unchanged: ["user_activity_log", "sessions"],
    audit: { "member.login/denied": 1 },
  },
  {
    name: "cancelling a claim already in review → 409, 'claim.refused' with the message, no 'claim.cancelled'",
    actor: asMember,
    method: "POST",
    path: (w) => `/api/claims/${w.fixture.claimInReview}/cancel`,
    status: 409,
    json: { error: "Only a claim that is still submitted can be cancelled", kind: "conflict" },
    unchanged: ["claims", "claim_status_history"],
    audit: {},
    check: (_reply, w) => {
      expect(lastActivity(w)).toBe("claim.refused: Only a claim that is still submitted can be cancelled");
      expect(activityOf(w, "member").filter((row) => String(row).startsWith("claim.cancelled"))).toEqual([]);
    },
  },
  {
    name: "cancelling a claim that does not exist → 404, 'claim.refused: Claim not found'",
    actor: asMember,
    method: "POST",
    path: `/api/claims/${crypto.randomUUID()}/cancel`,
    status: 404,
    json: { error: "Claim not found", kind: "not_found" },
    audit: {},
    check: (_reply, w) => expect(lastActivity(w)).toBe("claim.refused: Claim not found"),
  },
  {
    name: "a claim over the package's quota → 409, 'claim.refused' with the message, no claim and no 'claim.filed'",
    actor: asMember,
    method: "POST",
    path: "/api/claims",
    before: (w) => w.ctx.db.$client.run("UPDATE user_subscriptions SET estimates_used = estimates_quota"),
    body: {
      propertyAddress: "14 Elm St, Houston TX",
      homeowner: "Sam Owner",
      col: "2026-05-01",
      dol: "2026-05-02",
      inspectionStatus: "pending",
      serviceRequestType: "estimate",
    },
    status: 409,
    json: { kind: "conflict" },
    unchanged: ["claims"],
    audit: {},
    check: (reply, w) => {
      expect(lastActivity(w)).toBe(`claim.refused: ${reply.json.error}`);
      expect(activityOf(w, "member").filter((row) => String(row).startsWith("claim.filed"))).toHaveLength(1);
    },
  },
  {
    name: "renaming a device the member does not have → 404, and (as before) nothing in their activity",
    actor: asMember,
    method: "POST",
    path: "/api/user/devices",
    body: { action: "rename", deviceId: crypto.randomUUID(), newLabel: "Kitchen" },
    status: 404,
    unchanged: ["user_activity_log", "devices"],
    audit: {},
  },
]);
