// Deadline reminders and the calendar feed through app.handle and the background job's function:
// each reminder queued once per deadline, due day and kind, by the member's chosen channel, with
// the claim number and the duty only; the feed's address shown once, replaced by a new one, dead
// once turned off, read back by ical.js (a real iCalendar parser), and a member's own duties only.
import { beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { cliActor } from "#core/actor";
import { queueDeadlineReminders } from "#core/deadlines/deadline-reminders";
import { FEED_NOT_FOUND } from "#core/deadlines/deadline-notices";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { REMINDER_CHANNEL_MESSAGE } from "#shared/schemas/deadline-notices";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { claimForm } from "../helpers/claim-form";
import { deviceCookieIn, MEMBER_PASSWORD, memberCookieOf, registerMember, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let member: Member;
let other: Member;
let appraisal: string; // member's Texas claim with an appraisal demanded: the policyholder names an appraiser in 20 days
let reported: string; // member's Texas claim reported: the carrier acknowledges in 15 days
let late: string; // other's Texas claim, its acknowledgement due Nov 4: more than a week overdue when the reminders first run

const as = (m: Member) => (method: string, path: string, body?: unknown) =>
  admin.request(method, path, { body, cookie: m.cookie, headers: m.device });

// Noon in Texas, so "today" is the same calendar day in every US zone.
const at = (day: string) => new Date(`${day}T18:00:00Z`);

/** Moves the clock to noon of `day` in Texas and signs both members in again (a session lives 12 hours at most), on their own devices. */
async function setDay(day: string) {
  admin.ctx.clock.set(at(day));
  for (const m of [member, other]) {
    const reply = await admin.request("POST", "/api/auth/login", {
      body: { username: m.username, password: MEMBER_PASSWORD },
      headers: m.device,
      cookie: deviceCookieIn(m.cookie),
    });
    const fresh = memberCookieOf(reply);
    if (!fresh) throw new Error(reply.text);
    m.cookie = deviceCookieIn(fresh) ? fresh : `${fresh}; ${deviceCookieIn(m.cookie)}`;
  }
}

async function file(m: Member, address: string, claimNumber: string) {
  const reply = await as(m)("POST", "/api/claims", claimForm({ propertyAddress: address, claimNumber }));
  if (reply.status !== 200) throw new Error(reply.text);
  return reply.json.claim.id as string;
}

async function record(m: Member, claimId: string, kind: string, on: string) {
  const reply = await as(m)("POST", `/api/claims/${claimId}/events`, { kind, on });
  if (reply.status !== 200) throw new Error(reply.text);
}

type Queued = { channel: string; purpose: string; recipient: string; subject: string | null; body: string };
const queued = (): Queued[] =>
  admin.ctx.db.$client
    .query(
      "SELECT channel, purpose, recipient, subject, body FROM notifications WHERE purpose IN ('deadline_reminder', 'carrier_overdue') ORDER BY rowid",
    )
    .all() as Queued[];

beforeAll(async () => {
  admin = await createSignedInAdmin();
  admin.ctx.clock.set(at("2026-11-02"));
  member = await registerMember(admin.ctx, admin.request);
  other = await registerMember(admin.ctx, admin.request);
  for (const m of [member, other])
    activateSubscription(admin.ctx, cliActor("tests"), m.username, { plan: "assassin", frequency: "monthly" });
  appraisal = await file(member, "12 Oak St, Austin, TX 78701", "APR-1");
  reported = await file(member, "14 Oak St, Austin, TX 78701", "ACK-1");
  await record(member, appraisal, "reported", "2026-10-01");
  await record(member, appraisal, "appraisal-demanded", "2026-11-02"); // appraiser due Nov 22
  await record(member, reported, "reported", "2026-11-02"); // acknowledgement due Nov 17
  late = await file(other, "3 Elm St, Austin, TX 78701", "LATE-1");
  await record(other, late, "reported", "2026-10-20");
});

describe("reminders", () => {
  test("nothing is due on the day the clocks start", () => {
    expect(queueDeadlineReminders(admin.ctx)).toBe(0);
  });

  test("a week ahead, the policyholder's own duty: one e-mail, the claim number and the duty, no address", async () => {
    await setDay("2026-11-15");
    expect(queueDeadlineReminders(admin.ctx)).toBe(1);
    const [mail] = queued();
    expect(mail).toMatchObject({ channel: "email", purpose: "deadline_reminder", recipient: member.email });
    expect(mail!.subject).toBe(`Claim APR-1: "Name the policyholder's appraiser" is due in 7 days`);
    expect(mail!.body).toStartWith(`AAN: on claim APR-1, your duty "Name the policyholder's appraiser" is due in 7 days (2026-11-22).`);
    expect(mail!.body).not.toContain("Oak St");
    // The next hour, and a second server, queue nothing more.
    expect(queueDeadlineReminders(admin.ctx)).toBe(0);
    await setDay("2026-11-16");
    expect(queueDeadlineReminders(admin.ctx)).toBe(0);
  });

  test("a carrier duty already more than a week overdue when first seen is shown, not sent", () => {
    expect(queued().some((q) => q.body.includes("LATE-1"))).toBe(false);
    const row = admin.ctx.db.$client
      .query("SELECT due_on AS dueOn, open FROM claim_deadlines WHERE claim_id = ? AND rule_id = 'tx-542-055-acknowledge'")
      .get(late);
    expect(row).toEqual({ dueOn: "2026-11-04", open: 1 });
  });

  test("the carrier's duty the day after it passed unmet: one notice, once", async () => {
    await setDay("2026-11-18");
    expect(queueDeadlineReminders(admin.ctx)).toBe(1);
    const notice = queued().at(-1)!;
    expect(notice.purpose).toBe("carrier_overdue");
    expect(notice.subject).toBe("Claim ACK-1: a carrier deadline passed");
    expect(notice.body).toContain("was due on 2026-11-17 and is not recorded as met");
    expect(queueDeadlineReminders(admin.ctx)).toBe(0);
  });

  test("a day ahead, by text message when chosen and an SMS gateway exists; e-mail when no gateway", async () => {
    const chose = await as(member)("PUT", "/api/user/deadline-reminders", { channel: "sms" });
    expect(chose.json).toEqual({ success: true, channel: "sms" });
    await setDay("2026-11-21");
    expect(queueDeadlineReminders(admin.ctx)).toBe(1);
    // The test context has no SMS gateway: the reminder still reaches the member, by e-mail.
    expect(queued().at(-1)).toMatchObject({
      channel: "email",
      subject: `Claim APR-1: "Name the policyholder's appraiser" is due tomorrow`,
    });
  });

  test("none: nothing is sent, and the choice is refused in words when it is not one of the three", async () => {
    expect((await as(member)("PUT", "/api/user/deadline-reminders", { channel: "none" })).json.channel).toBe("none");
    expect((await as(member)("GET", "/api/user/deadline-reminders")).json).toEqual({ success: true, channel: "none" });
    const before = queued().length;
    await record(member, reported, "appraisal-demanded", "2026-11-21"); // appraiser due Dec 11
    await setDay("2026-12-10");
    queueDeadlineReminders(admin.ctx);
    expect(queued()).toHaveLength(before);
    const refused = await as(member)("PUT", "/api/user/deadline-reminders", { channel: "pigeon" });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(REMINDER_CHANNEL_MESSAGE);
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM user_activity_log WHERE user_id = ? AND action = 'deadlines.reminders_set'",
        member.id,
      ),
    ).toBe(2);
  });
});

describe("the calendar feed", () => {
  const pathOf = (url: string) => new URL(url).pathname;

  test("off at first; turned on, its address answers an iCalendar of the member's open duties", async () => {
    await setDay("2026-11-20");
    expect((await as(member)("GET", "/api/user/calendar-feed")).json).toEqual({ success: true, enabled: false });
    const on = await as(member)("POST", "/api/user/calendar-feed");
    expect(on.status).toBe(200);
    expect(on.json.url).toMatch(/^http.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await as(member)("GET", "/api/user/calendar-feed")).json;
    expect(status).toEqual({ success: true, enabled: true, createdAt: "2026-11-20T18:00:00.000Z" });
    expect(JSON.stringify(status)).not.toContain(pathOf(on.json.url).slice(14, 40));

    const feed = await admin.request("GET", pathOf(on.json.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const summaries = events.map((e) => `${e.startDate.toString()} ${e.summary}`);
    // Open duties only: the acknowledgement passed unmet (overdue, still open) and both appraisers.
    expect(summaries).toContain("2026-11-22 APR-1: policyholder, Name the policyholder's appraiser");
    expect(summaries.some((s) => s.startsWith("2026-11-17 ACK-1: carrier,"))).toBe(true);
    expect(feed.text).not.toContain("Oak St");
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
  });

  test("a new address replaces the old one at once; turned off, the address is a JSON 404", async () => {
    const first = pathOf((await as(member)("POST", "/api/user/calendar-feed")).json.url);
    const second = pathOf((await as(member)("POST", "/api/user/calendar-feed")).json.url);
    expect((await admin.request("GET", first)).status).toBe(404);
    expect((await admin.request("GET", second)).status).toBe(200);
    const off = await as(member)("DELETE", "/api/user/calendar-feed");
    expect(off.json).toEqual({ success: true, message: "Calendar feed turned off" });
    const gone = await admin.request("GET", second);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ success: false, error: FEED_NOT_FOUND, kind: "not_found" });
    expect((await as(member)("GET", "/api/user/calendar-feed")).json.enabled).toBe(false);
  });

  test("another member's feed holds only their own duties; a made-up address is 404", async () => {
    const theirs = pathOf((await as(other)("POST", "/api/user/calendar-feed")).json.url);
    const text = (await admin.request("GET", theirs)).text;
    expect(text).toContain("LATE-1");
    expect(text).not.toContain("APR-1");
    expect((await admin.request("GET", "/api/calendar/not-a-token.ics")).status).toBe(404);
    expect((await admin.request("GET", `/api/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
  });

  test("the member's routes need a signed-in member", async () => {
    for (const [method, path] of [
      ["GET", "/api/user/calendar-feed"],
      ["POST", "/api/user/calendar-feed"],
      ["DELETE", "/api/user/calendar-feed"],
      ["GET", "/api/user/deadline-reminders"],
      ["PUT", "/api/user/deadline-reminders"],
    ] as const) {
      expect((await admin.request(method, path, { body: method === "PUT" ? { channel: "email" } : undefined })).status).toBe(401);
    }
  });
});
