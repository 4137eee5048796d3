// The public content (decision 0031) through app.handle: appraisers and testimonials managed by
// admins and read by anyone, site settings (public keys, validation), the contact form (schema,
// honeypot, 5 an hour per address), users online counted from device fingerprints in memory, and
// the demo seed that refuses real data.
import { beforeEach, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { seedDemoData, DEMO_REFUSED } from "#core/content/demo-seed";
import { createSignedInAdmin, countRows, type Reply, type SignedInAdmin } from "../helpers/admin-session";
import { runScenarios, scenarioTemplate } from "../helpers/scenario";
import { deviceHeaders, registerMember } from "../helpers/member-session";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { VISITORS_PER_ADDRESS } from "#core/content/online-visitors";
import { createApp } from "#server/app";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

let admin: SignedInAdmin;
beforeEach(async () => {
  admin = await createSignedInAdmin();
});

/** An admin signed in and nothing else, built once; each scenario runs on a copy of it. */
const content = scenarioTemplate();
const issuesContain = (message: string) => (reply: Reply) =>
  expect(reply.json.issues.map((i: { message: string }) => i.message)).toContain(message);

const appraiser = (overrides: Record<string, unknown> = {}) => ({
  name: "Riley Stone",
  state: "az",
  credentials: "Certified Appraiser",
  appraisals: 120,
  successRate: "98.5",
  isPreferred: true,
  specialties: ["Hail", "Wind"],
  additionalCredentials: ["Umpire"],
  ...overrides,
});

describe("appraisers", () => {
  test("an admin adds, edits and deletes; anyone reads the directory with exact rates", async () => {
    const added = await admin.as("POST", "/api/admin/appraisers", { body: appraiser() });
    expect(added.status).toBe(200);
    expect(added.json.appraiser).toMatchObject({
      name: "Riley Stone",
      state: "AZ",
      successRate: "98.50",
      isPreferred: true,
      hideSpinningStar: false,
      isDemo: false,
    });
    const id = added.json.appraiser.id;
    const edited = await admin.as("PUT", `/api/admin/appraisers/${id}`, { body: appraiser({ successRate: 100, appraisals: 121 }) });
    expect(edited.json.appraiser).toMatchObject({ successRate: "100.00", appraisals: 121 });

    const listed = await admin.request("GET", "/api/appraisers");
    expect(listed.status).toBe(200);
    expect(listed.json.appraisers).toHaveLength(1);
    expect(listed.json.updatedAt).toBe(edited.json.appraiser.updatedAt);

    expect((await admin.as("DELETE", `/api/admin/appraisers/${id}`)).status).toBe(200);
    expect((await admin.as("DELETE", `/api/admin/appraisers/${id}`)).status).toBe(404);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action LIKE 'appraisers.%' AND outcome = 'success'")).toBe(
      3,
    );
  });

  runScenarios(content, [
    ...(
      [
        [{ state: "ZZ" }, "State must be a two-letter US state code such as TX"],
        [{ successRate: "100.5" }, "Success rate must be a percentage from 0 to 100 with at most 2 decimals"],
        [{ successRate: "97.123" }, "Success rate must be a percentage from 0 to 100 with at most 2 decimals"],
        [{ name: "" }, "Name is required"],
        [{ appraisals: -1 }, "Appraisals must be a whole number of 0 or more"],
        [{ specialties: Array.from({ length: 21 }, (_, i) => `S${i}`) }, "At most 20 specialties"],
      ] as const
    ).map(([overrides, message]) => ({
      name: `${JSON.stringify(overrides)} → 400 '${message}'`,
      actor: "admin" as const,
      method: "POST",
      path: "/api/admin/appraisers",
      body: appraiser(overrides),
      status: 400,
      db: { "SELECT count(*) FROM appraisers": 0 },
      check: issuesContain(message),
    })),
    { name: "writes need an admin", actor: "anonymous", method: "POST", path: "/api/admin/appraisers", body: appraiser(), status: 401 },
  ]);
});

describe("testimonials", () => {
  const testimonial = (text: string, active = true) => ({
    text,
    authorInitial: "j",
    authorSurname: "Doe",
    role: "Roofer",
    city: "Dallas",
    isActive: active,
  });

  test("the public list has the active ones in order; admins reorder and see all", async () => {
    const ids: string[] = [];
    for (const [text, active] of [
      ["First $1,000", true],
      ["Second", false],
      ["Third $2 then $3", true],
    ] as const) {
      ids.push((await admin.as("POST", "/api/admin/testimonials", { body: testimonial(text, active) })).json.testimonial.id);
    }
    expect((await admin.request("GET", "/api/testimonials")).json.testimonials.map((t: { text: string }) => t.text)).toEqual([
      "First $1,000",
      "Third $2 then $3",
    ]);
    const moved = await admin.as("POST", `/api/admin/testimonials/${ids[2]}/move`, { body: { direction: "up" } });
    expect(moved.json.testimonials.map((t: { text: string }) => t.text)).toEqual(["First $1,000", "Third $2 then $3", "Second"]);
    expect(
      (await admin.request("GET", "/api/testimonials")).json.testimonials.map((t: { authorInitial: string }) => t.authorInitial),
    ).toEqual(["J", "J"]);
    expect((await admin.as("GET", "/api/admin/testimonials")).json.testimonials).toHaveLength(3);
    const bad = await admin.as("POST", "/api/admin/testimonials", { body: { ...testimonial("x"), authorInitial: "JD" } });
    expect(bad.json.error).toBe("Author initial must be one letter");
  });
});

describe("site settings", () => {
  test("public keys only, with fallbacks; admins set and clear; bad values refused", async () => {
    const before = await admin.request("GET", "/api/site-settings");
    expect(before.json.settings).toMatchObject({ brandName: "AAN", supportEmail: "", "paymentLink.ghost.monthly": "" });
    expect((await admin.as("PUT", "/api/admin/site-settings/supportEmail", { body: { value: "help@aan.example" } })).status).toBe(200);
    expect(
      (await admin.as("PUT", "/api/admin/site-settings/paymentLink.ghost.monthly", { body: { value: "https://buy.example/ghost-m" } }))
        .status,
    ).toBe(200);
    const bad = await admin.as("PUT", "/api/admin/site-settings/chatLink", { body: { value: "javascript:alert(1)" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Messaging chat link must be an https:// address");
    expect((await admin.as("PUT", "/api/admin/site-settings/colour", { body: { value: "green" } })).status).toBe(404);
    const after = await admin.request("GET", "/api/site-settings");
    expect(after.json.settings).toMatchObject({
      supportEmail: "help@aan.example",
      "paymentLink.ghost.monthly": "https://buy.example/ghost-m",
    });
    await admin.as("PUT", "/api/admin/site-settings/supportEmail", { body: { value: "" } });
    expect((await admin.request("GET", "/api/site-settings")).json.settings.supportEmail).toBe("");
  });
});

describe("contact form", () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    callsign: "Ridge Roofing",
    encryptedChannel: "ops@ridge.example",
    operationType: "claim-reconstruction",
    missionDetails: "Hail claim underpaid by half.",
    ...overrides,
  });

  test("stored for the admins' inbox; handled once", async () => {
    const sent = await admin.request("POST", "/api/contact", { body: message() });
    expect(sent.status).toBe(200);
    const inbox = await admin.as("GET", "/api/admin/contact-messages?open=true");
    expect(inbox.json.messages).toHaveLength(1);
    expect(inbox.json.messages[0]).toMatchObject({ callsign: "Ridge Roofing", operationType: "claim-reconstruction", handledAt: null });
    const id = inbox.json.messages[0].id;
    expect((await admin.as("POST", `/api/admin/contact-messages/${id}/handled`)).status).toBe(200);
    expect((await admin.as("POST", `/api/admin/contact-messages/${id}/handled`)).status).toBe(409);
    expect((await admin.as("GET", "/api/admin/contact-messages?open=true")).json.messages).toHaveLength(0);
    // Any other value of open, or none, lists the handled ones too (as it always has).
    for (const query of ["", "?open=false", "?open=yes", "?open=TRUE"]) {
      const all = await admin.as("GET", `/api/admin/contact-messages${query}`);
      expect({ query, status: all.status, ids: all.json.messages.map((m: { id: string }) => m.id) }).toEqual({
        query,
        status: 200,
        ids: [id],
      });
    }
  });

  test("a purchase through the team is its own operation type", async () => {
    const sent = await admin.request("POST", "/api/contact", {
      body: message({ operationType: "package-purchase", missionDetails: "I would like to buy the Ghost package, billed monthly." }),
    });
    expect(sent.status).toBe(200);
    const all = await admin.as("GET", "/api/admin/contact-messages?open=true");
    expect(all.json.messages.map((m: { operationType: string }) => m.operationType)).toContain("package-purchase");
  });

  runScenarios(content, [
    ...(
      [
        [{ callsign: "" }, "All fields required for secure communication."],
        [{ missionDetails: "" }, "All fields required for secure communication."],
        [{ operationType: "coffee" }, "All fields required for secure communication."],
        [{ encryptedChannel: "not-mail" }, "Valid email is required"],
      ] as const
    ).map(([overrides, error]) => ({
      name: `${JSON.stringify(overrides)} → 400 '${error}'`,
      actor: "anonymous" as const,
      method: "POST",
      path: "/api/contact",
      body: message(overrides),
      status: 400,
      unchanged: ["contact_submissions"],
      check: issuesContain(error),
    })),
    {
      name: "a filled honeypot is answered like success and stored nowhere",
      actor: "anonymous",
      method: "POST",
      path: "/api/contact",
      body: message({ website: "http://spam.example" }),
      status: 200,
      db: { "SELECT count(*) FROM contact_submissions": 0 },
    },
  ]);

  test("5 messages an hour per address, then 429; parallel sends cannot slip past", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => admin.request("POST", "/api/contact", { body: message() })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(3);
    admin.ctx.clock.advance(20 * 60 * 1000);
    const later = await admin.request("POST", "/api/contact", { body: message() });
    expect(later.status).toBe(429);
    // The first of the hour leaves it in 40 minutes.
    expect(later.headers.get("retry-after")).toBe(String(40 * 60));
    admin.ctx.clock.advance(40 * 60 * 1000 + 1);
    expect((await admin.request("POST", "/api/contact", { body: message() })).status).toBe(200);
  });
});

describe("users online", () => {
  // A page load gives the browser its visitor cookie; the browser's API calls send it back.
  function siteWithPages() {
    const webRoot = tempDir("aan-web-");
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>AAN</title>");
    const ctx = makeTestContext({ config: { webRoot } });
    return { ctx, request: makeRequester(createApp(ctx)) };
  }
  const visitorCookieOf = (reply: { headers: Headers }) =>
    reply.headers
      .getSetCookie()
      .find((c) => c.startsWith("aan_visitor="))
      ?.split(";")[0];

  test("a browser that loaded a page counts once it calls the API with its cookie; made-up fingerprints count for nothing", async () => {
    const { ctx, request } = siteWithPages();
    const online = async (cookie?: string) => (await request("GET", "/api/stats/online", { cookie })).json;
    const page = await request("GET", "/");
    expect(page.status).toBe(200);
    const cookie = visitorCookieOf(page)!;
    expect(page.headers.getSetCookie()[0]).toMatch(/^aan_visitor=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    // A page load with its cookie already set gets no new one.
    expect(visitorCookieOf(await request("GET", "/packages", { cookie }))).toBeUndefined();

    expect(await online()).toEqual({ success: true, online: 0, windowSeconds: 300 });
    for (let i = 0; i < 500; i++) await request("GET", "/api/health", { headers: deviceHeaders(`made-up-${i}`) });
    await request("GET", "/api/health", { cookie: "aan_visitor=forged.value" });
    await request("GET", "/api/health", { cookie: `${cookie.slice(0, -2)}xx` });
    expect((await online()).online).toBe(0);
    expect((await online(cookie)).online).toBe(1);
    expect((await online(cookie)).online).toBe(1);
    ctx.clock.advance(5 * 60 * 1000 + 1);
    expect((await online()).online).toBe(0);
    const writesBefore = countRows(ctx, "SELECT total_changes() AS n");
    await online(cookie);
    expect(countRows(ctx, "SELECT total_changes() AS n")).toBe(writesBefore);
  });

  test("cookies collected from many page loads by one client count as a few visitors at most", async () => {
    const { request } = siteWithPages();
    const cookies = await Promise.all(Array.from({ length: 40 }, async () => visitorCookieOf(await request("GET", "/"))!));
    expect(new Set(cookies).size).toBe(40);
    for (const cookie of cookies) await request("GET", "/api/health", { cookie });
    expect((await request("GET", "/api/stats/online")).json.online).toBe(VISITORS_PER_ADDRESS);
  });

  test("signed-in members count beyond the address's few places, each once, their browser not twice", async () => {
    const { ctx, request } = siteWithPages();
    for (let i = 0; i < VISITORS_PER_ADDRESS; i++)
      await request("GET", "/api/health", { cookie: visitorCookieOf(await request("GET", "/"))! });
    const browser = visitorCookieOf(await request("GET", "/"))!;
    const members = [await registerMember(ctx, request), await registerMember(ctx, request)];
    for (const member of members) {
      for (let i = 0; i < 3; i++)
        await request("GET", "/api/auth/user", { cookie: `${member.cookie}; ${browser}`, headers: member.device });
    }
    expect((await request("GET", "/api/stats/online")).json.online).toBe(VISITORS_PER_ADDRESS + 2);
  });
});

describe("demo seed", () => {
  test("60 sample appraisers (one at 100%) and 3 testimonials, all marked sample; refused when real data exists", async () => {
    const seeded = seedDemoData(admin.ctx, cliActor("tests"));
    expect(seeded).toMatchObject({ appraisers: 60, testimonials: 3 });
    const listed = (await admin.request("GET", "/api/appraisers")).json.appraisers as Array<{ successRate: string; isDemo: boolean }>;
    expect(listed).toHaveLength(60);
    expect(listed.filter((a) => a.successRate === "100.00")).toHaveLength(1);
    expect(listed.every((a) => a.isDemo)).toBe(true);
    expect(() => seedDemoData(admin.ctx, cliActor("tests"))).toThrow("Demo data is already loaded");

    const other = await createSignedInAdmin();
    await other.as("POST", "/api/admin/appraisers", { body: appraiser() });
    expect(() => seedDemoData(other.ctx, cliActor("tests"))).toThrow(DEMO_REFUSED);
  });
});
