// A signed-in member's service requests are limited per account, as a visitor's are per address:
// MEMBER_REQUESTS_PER_HOUR an hour, then 429 with the shared message and nothing written; other
// members and visitors on the same address are not affected; concurrent requests cannot pass the
// limit together; an hour later the member may send again.
import { beforeAll, expect, test } from "bun:test";
import { MEMBER_REQUESTS_PER_HOUR, TOO_MANY_MEMBER_REQUESTS, VISITOR_REQUESTS_PER_HOUR } from "#core/claims/service-requests";
import { createApp } from "#server/app";
import { countRows } from "../helpers/admin-session";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";

const HOUR = 60 * 60 * 1000;
const body = { name: "Jane Doe", email: "jane@example.com", serviceType: "appraisal", planType: "phantom", description: "Second opinion" };

let ctx: TestContext;
let request: ReturnType<typeof makeRequester>;
let first: Member;
let second: Member;

beforeAll(async () => {
  ctx = makeTestContext();
  request = makeRequester(createApp(ctx));
  first = await registerMember(ctx, request, { deviceName: "first" });
  second = await registerMember(ctx, request, { deviceName: "second" });
});

const send = (member: Member | null) =>
  request("POST", "/api/service-requests", member ? { body, cookie: member.cookie, headers: member.device } : { body });
const requestsOf = (member: Member) => countRows(ctx, "SELECT count(*) AS n FROM service_requests WHERE user_id = ?", member.id);

test(`a member may send ${MEMBER_REQUESTS_PER_HOUR} an hour; the next is 429 with the shared message and writes nothing`, async () => {
  for (let i = 0; i < MEMBER_REQUESTS_PER_HOUR; i++) expect((await send(first)).status).toBe(200);
  const refused = await send(first);
  expect(refused.status).toBe(429);
  expect(refused.json).toEqual({ success: false, error: TOO_MANY_MEMBER_REQUESTS, kind: "throttled" });
  // When to come back: once the first of the hour leaves it (no time passed here: the whole hour).
  expect(refused.headers.get("retry-after")).toBe("3600");
  expect(requestsOf(first)).toBe(MEMBER_REQUESTS_PER_HOUR);
  expect(
    countRows(ctx, "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'service_request.sent'", first.id),
  ).toBe(MEMBER_REQUESTS_PER_HOUR);

  // The limit is the account's: another member and a visitor on the same address still get through.
  expect((await send(second)).status).toBe(200);
  expect((await send(null)).status).toBe(200);

  // A member's requests are not counted against the address, nor a visitor's against a member.
  for (let i = 1; i < VISITOR_REQUESTS_PER_HOUR; i++) expect((await send(null)).status).toBe(200);
  expect((await send(null)).status).toBe(429);
  expect((await send(second)).status).toBe(200);

  // An hour after the first requests, the window has moved on.
  ctx.clock.advance(HOUR + 1);
  expect((await send(first)).status).toBe(200);
});

test("requests sent at once cannot pass the limit together: exactly the limit is accepted", async () => {
  ctx.clock.advance(HOUR + 1);
  const racer = await registerMember(ctx, request, { deviceName: "racer" });
  const replies = await Promise.all(Array.from({ length: MEMBER_REQUESTS_PER_HOUR + 15 }, () => send(racer)));
  const statuses = replies.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(MEMBER_REQUESTS_PER_HOUR);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  expect(requestsOf(racer)).toBe(MEMBER_REQUESTS_PER_HOUR);
});
