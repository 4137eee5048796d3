// One rule for every stored text (decision 0092): each field a member, a visitor or an admin
// writes refuses the issue's hidden characters with 400 and the one message naming the field,
// and nothing of them is stored anywhere (not in the row, not in the audit or activity logs).
// Multi-line fields keep LF, turn CRLF into LF and refuse a CR on its own; a file's name is
// cleaned instead of refused.
import { beforeAll, describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { HIDDEN_CHARACTERS_MESSAGE } from "#shared/hidden-characters";
import {
  createOtherAdmin,
  createSignedInAdmin,
  everyStoredValue,
  validCredibilityEntry,
  type Reply,
  type SignedInAdmin,
} from "../helpers/admin-session";
import { claimForm } from "../helpers/claim-form";
import { ISSUE_HIDDEN_CHARACTERS, withHidden } from "../helpers/hidden-characters";
import { memberWithFiledClaim } from "../helpers/member-filed-claim";
import { deviceHeaders, freshCode, registration, type Member } from "../helpers/member-session";

type World = { admin: SignedInAdmin; member: Member; claimId: string; otherAdminId: string; deviceId: string };
let w: World;

beforeAll(async () => {
  const admin = await createSignedInAdmin();
  const { member, claimId } = await memberWithFiledClaim(admin);
  await createOtherAdmin(admin, { username: "second", password: "s3cond-Pass!" });
  const idOf = (sql: string, ...params: string[]) => (admin.ctx.db.$client.query(sql).get(...params) as { id: string }).id;
  w = {
    admin,
    member,
    claimId,
    otherAdminId: idOf("SELECT id FROM admin_accounts WHERE username = 'second'"),
    deviceId: idOf("SELECT d.id FROM devices d JOIN users u ON u.id = d.user_id WHERE u.username = ?", member.username),
  };
});

const asMember = (method: string, path: string, body: unknown) =>
  w.admin.request(method, path, { cookie: w.member.cookie, headers: w.member.device, body });
const asAdmin = (method: string, path: string, body: unknown) => w.admin.as(method, path, { body });

/** A stored field: its label in the refusal, and a request carrying `text` in it. */
type Field = { name: string; label: string; valid: string; send: (text: string) => Promise<Reply> };

const field = (name: string, label: string, valid: string, send: Field["send"]): Field => ({ name, label, valid, send });

const contact = (more: Record<string, unknown>) => ({
  callsign: "Ridge Roofing",
  encryptedChannel: "ops@ridge.example",
  operationType: "claim-reconstruction",
  missionDetails: "Hail claim underpaid by half.",
  ...more,
});
const serviceRequest = (more: Record<string, unknown>) => ({
  name: "Jane Doe",
  email: "jane@example.com",
  serviceType: "appraisal",
  planType: "phantom",
  ...more,
});
const appraiser = (more: Record<string, unknown>) => ({
  name: "Riley Stone",
  state: "AZ",
  credentials: "Certified Appraiser",
  appraisals: 1,
  successRate: "90",
  ...more,
});
const testimonial = (more: Record<string, unknown>) => ({
  text: "Fair pay.",
  authorInitial: "J",
  authorSurname: "Doe",
  role: "Roofer",
  city: "Dallas",
  ...more,
});
const assignee = (more: Record<string, unknown>) => ({
  assigneeUsername: "jdoe",
  assigneeFirstName: "John",
  assigneeLastName: "Doe",
  assigneePhone: "(555) 123-4567",
  assigneeEmail: "john.doe@example.com",
  ...more,
});
const assign = (more: Record<string, unknown>) => {
  const code = createCustomCode(w.admin.ctx, cliActor("tests"), { code: `HID-${crypto.randomUUID().slice(0, 8)}` }).code;
  return asAdmin("POST", `/api/admin/invitation-codes/${code.id}/assign`, assignee(more));
};
const register = (more: Record<string, unknown>) =>
  w.admin.request("POST", "/api/auth/register", {
    body: registration(freshCode(w.admin.ctx), more),
    headers: deviceHeaders(`hidden-${crypto.randomUUID()}`),
  });

const FIELDS: Field[] = [
  // A member's claim, thread, service request and device.
  field("claim: property address", "Property address", "12 Oak St", (t) =>
    asMember("POST", "/api/claims", claimForm({ propertyAddress: t })),
  ),
  field("claim: homeowner", "Homeowner name", "Pat Owner", (t) => asMember("POST", "/api/claims", claimForm({ homeowner: t }))),
  field("claim: claim number", "Claim number", "CL-1", (t) => asMember("POST", "/api/claims", claimForm({ claimNumber: t }))),
  field("claim: notes", "Notes", "Roof gone", (t) => asMember("POST", "/api/claims", claimForm({ notes: t }))),
  field("member's message", "Message", "Any news?", (t) => asMember("POST", `/api/claims/${w.claimId}/messages`, { text: t })),
  field("operative's message", "Message", "Looking now", (t) => asAdmin("POST", `/api/admin/claims/${w.claimId}/messages`, { text: t })),
  field("claim status note", "Note", "Checked", (t) =>
    asAdmin("POST", `/api/admin/claims/${w.claimId}/status`, { status: "in_review", note: t }),
  ),
  field("service request: name", "Name", "Jane Doe", (t) => asMember("POST", "/api/service-requests", serviceRequest({ name: t }))),
  field("service request: e-mail", "Email", "jane@example.com", (t) =>
    asMember("POST", "/api/service-requests", serviceRequest({ email: t })),
  ),
  field("service request: phone", "Phone", "713 555 0142", (t) => asMember("POST", "/api/service-requests", serviceRequest({ phone: t }))),
  field("service request: description", "Description", "Advice", (t) =>
    asMember("POST", "/api/service-requests", serviceRequest({ description: t })),
  ),
  field("device label", "Device label", "My phone", (t) =>
    asMember("POST", "/api/user/devices", { deviceId: w.deviceId, action: "rename", newLabel: t }),
  ),
  // Registration.
  field("registration: first name", "First name", "Jane", (t) => register({ firstName: t })),
  field("registration: last name", "Last name", "Doe", (t) => register({ lastName: t })),
  field("registration: username", "Username", "janehid", (t) => register({ username: t })),
  field("registration: e-mail", "Email", "janehid@example.com", (t) => register({ email: t })),
  field("registration: phone", "Phone", "(713) 555-0142", (t) => register({ phone: t })),
  field("registration: company", "Company", "Doe Roofing", (t) => register({ companyName: t })),
  field("registration: position", "Position", "Contractor", (t) => register({ position: t })),
  field("registration: license", "License number", "TX-12345", (t) => register({ licenseNumber: t })),
  // The contact form.
  field("contact: callsign", "Callsign", "Ridge", (t) => w.admin.request("POST", "/api/contact", { body: contact({ callsign: t }) })),
  field("contact: e-mail", "Email", "ops@ridge.example", (t) =>
    w.admin.request("POST", "/api/contact", { body: contact({ encryptedChannel: t }) }),
  ),
  field("contact: details", "Mission details", "Underpaid", (t) =>
    w.admin.request("POST", "/api/contact", { body: contact({ missionDetails: t }) }),
  ),
  // Invitation code assignees.
  field("assignee: username", "Username", "jdoe", (t) => assign({ assigneeUsername: t })),
  field("assignee: first name", "First name", "John", (t) => assign({ assigneeFirstName: t })),
  field("assignee: last name", "Last name", "Doe", (t) => assign({ assigneeLastName: t })),
  field("assignee: e-mail", "Email", "john@example.com", (t) => assign({ assigneeEmail: t })),
  // Credibility entries.
  ...(
    [
      ["contractorName", "Contractor name", "Bob Builder"],
      ["contractorCompany", "Contractor company", "Builder LLC"],
      ["contractorAddress", "Contractor address", "12 Shingle Way"],
      ["contractorPhone", "Contractor phone", "555 0100"],
      ["contractorEmail", "Contractor email", "bob@example.com"],
      ["clientName", "Client name", "Carol"],
      ["clientAddress", "Client address", "34 Palm Ave"],
      ["claimType", "Claim type", "Wind"],
      ["publicAdjuster", "Public adjuster", "Pam"],
      ["fieldAdjuster", "Field adjuster", "Fred"],
      ["deskAdjuster", "Desk adjuster", "Dora"],
      ["notes", "Notes", "Paid late"],
      ["successStory", "Success story", "Doubled"],
    ] as const
  ).map(([key, label, valid]) =>
    field(`credibility: ${label.toLowerCase()}`, label, valid, (t) =>
      asAdmin("POST", "/api/admin/credibility-entries", validCredibilityEntry({ [key]: t })),
    ),
  ),
  // Appraisers, testimonials, settings.
  field("appraiser: name", "Name", "Riley Stone", (t) => asAdmin("POST", "/api/admin/appraisers", appraiser({ name: t }))),
  field("appraiser: credentials", "Credentials", "Certified", (t) =>
    asAdmin("POST", "/api/admin/appraisers", appraiser({ credentials: t })),
  ),
  field("appraiser: a specialty", "Specialties", "Hail", (t) =>
    asAdmin("POST", "/api/admin/appraisers", appraiser({ specialties: ["Wind", t] })),
  ),
  field("testimonial: text", "Text", "Fair pay.", (t) => asAdmin("POST", "/api/admin/testimonials", testimonial({ text: t }))),
  field("testimonial: surname", "Author surname", "Doe", (t) =>
    asAdmin("POST", "/api/admin/testimonials", testimonial({ authorSurname: t })),
  ),
  field("testimonial: role", "Role", "Roofer", (t) => asAdmin("POST", "/api/admin/testimonials", testimonial({ role: t }))),
  field("testimonial: city", "City", "Dallas", (t) => asAdmin("POST", "/api/admin/testimonials", testimonial({ city: t }))),
  field("setting: brand name", "Brand name", "AAN", (t) => asAdmin("PUT", "/api/admin/site-settings/brandName", { value: t })),
  field("setting: a mailbox", "Support mailbox", "help@aan.example", (t) =>
    asAdmin("PUT", "/api/admin/site-settings/supportEmail", { value: t }),
  ),
  field("setting: a link", "Messaging chat link", "https://chat.example/room", (t) =>
    asAdmin("PUT", "/api/admin/site-settings/chatLink", { value: t }),
  ),
  field("setting: a date", "Terms of service last updated", "2026-01-02", (t) =>
    asAdmin("PUT", "/api/admin/site-settings/termsUpdated", { value: t }),
  ),
  // Admins.
  field("new admin: username", "Username", "thirdadmin", (t) =>
    asAdmin("POST", "/api/admin/admins", { username: t, fullName: "Third Admin", password: "th1rd-Pass!", confirmPassword: "th1rd-Pass!" }),
  ),
  field("new admin: full name", "Full name", "Third Admin", (t) =>
    asAdmin("POST", "/api/admin/admins", { username: "thirdadmin", fullName: t, password: "th1rd-Pass!", confirmPassword: "th1rd-Pass!" }),
  ),
  field("admin rename", "Username", "second-ops", (t) => asAdmin("POST", `/api/admin/admins/${w.otherAdminId}/rename`, { username: t })),
];

describe("every stored field refuses each hidden character with 400 and the one message", () => {
  test.each(FIELDS.map((f) => [f.name, f] as const))("%s", async (_name, f) => {
    const answers: Array<{ character: string; status: number; error: unknown }> = [];
    for (const [character, char] of ISSUE_HIDDEN_CHARACTERS) {
      const reply = await f.send(withHidden(f.valid, char));
      answers.push({ character, status: reply.status, error: reply.json?.error });
    }
    const expected = HIDDEN_CHARACTERS_MESSAGE(f.label);
    expect(answers).toEqual(ISSUE_HIDDEN_CHARACTERS.map(([character]) => ({ character, status: 400, error: expected })));
  });

  test("the same texts without the characters pass every check of the text (the refusals were about the characters)", async () => {
    const refused: string[] = [];
    for (const f of FIELDS) {
      const reply = await f.send(f.valid);
      // 409 is a later rule of the use case (a quota used, a username taken): the text itself passed.
      if (reply.status !== 200 && reply.status !== 409) refused.push(`${f.name}: ${reply.status} ${reply.text}`);
    }
    expect(refused).toEqual([]);
  });

  test("none of the characters was stored anywhere: rows, audit log, activity log", () => {
    const stored = everyStoredValue(w.admin.ctx).filter((value) => ISSUE_HIDDEN_CHARACTERS.some(([, char]) => value.includes(char)));
    expect(stored).toEqual([]);
  });
});

describe("what a sign-in stores", () => {
  // Runs first: later refused sign-ins from the same address may be rolled into its row.
  test("a user agent's hidden characters (C1 controls, soft hyphen as Latin-1 bytes) are dropped before the audit log keeps it", async () => {
    const reply = await w.admin.request("POST", "/api/admin/login", {
      body: { username: "commander", password: "wrong-Pass!" },
      headers: { "user-agent": "Evil\u0085Agent\u00ad/1.0\u009b2J" },
    });
    expect(reply.status).toBe(401);
    const row = w.admin.ctx.db.$client
      .query("SELECT user_agent FROM admin_audit_log WHERE action = 'login' AND outcome = 'failure' ORDER BY id DESC LIMIT 1")
      .get() as { user_agent: string };
    expect(row.user_agent).toBe("EvilAgent/1.02J");
  });

  test("a sign-in with a hidden character in the username is refused with 400; the audit log shows what was tried as escapes", async () => {
    for (const [, char] of ISSUE_HIDDEN_CHARACTERS) {
      const username = withHidden("commander", char);
      const admin = await w.admin.request("POST", "/api/admin/login", { body: { username, password: "wrong-Pass!" } });
      const member = await w.admin.request("POST", "/api/auth/login", {
        body: { username, password: "wrong-Pass!" },
        headers: deviceHeaders("x"),
      });
      expect([admin.status, admin.json?.error, member.status, member.json?.error]).toEqual([
        400,
        HIDDEN_CHARACTERS_MESSAGE("Username"),
        400,
        HIDDEN_CHARACTERS_MESSAGE("Username"),
      ]);
    }
    const stored = everyStoredValue(w.admin.ctx).filter((value) => ISSUE_HIDDEN_CHARACTERS.some(([, char]) => value.includes(char)));
    expect(stored).toEqual([]);
    const actors = (
      w.admin.ctx.db.$client.query("SELECT DISTINCT actor FROM admin_audit_log WHERE actor LIKE 'anonymous:%'").all() as Array<{
        actor: string;
      }>
    ).map((r) => r.actor);
    expect(actors).toContain("anonymous:co\\u{61c}mmander");
  });
});

describe("multi-line text", () => {
  test("LF is kept, CRLF is stored as LF, a CR alone and a tab are refused", async () => {
    const sent = await asMember("POST", `/api/claims/${w.claimId}/messages`, { text: "line one\r\nline two\nline three" });
    expect(sent.status).toBe(200);
    const stored = w.admin.ctx.db.$client.query("SELECT text FROM claim_messages ORDER BY seq DESC LIMIT 1").get() as { text: string };
    expect(stored.text).toBe("line one\nline two\nline three");
    for (const text of ["one\rtwo", "one\ttwo"]) {
      const reply = await asMember("POST", `/api/claims/${w.claimId}/messages`, { text });
      expect({ text, status: reply.status, error: reply.json?.error }).toEqual({
        text,
        status: 400,
        error: HIDDEN_CHARACTERS_MESSAGE("Message"),
      });
    }
  });

  test("a one-line field refuses LF and CRLF inside it", async () => {
    for (const homeowner of ["Pat\nOwner", "Pat\r\nOwner"]) {
      const reply = await asMember("POST", "/api/claims", claimForm({ homeowner }));
      expect({ status: reply.status, error: reply.json?.error }).toEqual({
        status: 400,
        error: HIDDEN_CHARACTERS_MESSAGE("Homeowner name"),
      });
    }
  });

  test("emoji, their joined forms, accents and other scripts are stored as sent", async () => {
    const text = "👨‍👩‍👧 🏳️‍🌈 👍🏽 Zoë Ångström 東京 مرحبا שלום";
    const sent = await asMember("POST", `/api/claims/${w.claimId}/messages`, { text });
    expect(sent.status).toBe(200);
    expect(sent.json.sent.text).toBe(text);
  });
});

describe("a file's name is cleaned, not refused", () => {
  test("an upload named with hidden characters is kept under the name without them", async () => {
    const form = new FormData();
    form.append("files", new Blob([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")]), "in\u202evoice\u3164\u00ad.pdf");
    const reply = await w.admin.request("POST", `/api/claims/${w.claimId}/documents`, {
      rawBody: form,
      cookie: w.member.cookie,
      headers: w.member.device,
    });
    expect(reply.status).toBe(200);
    expect(reply.json.documents.map((d: { originalFilename: string }) => d.originalFilename)).toEqual(["invoice.pdf"]);
  });
});
