// One phone format: the panel's assignment and registration take the same ways of typing a number
// and store one form, so the member's profile and the assignee of the code they used agree.
import { describe, expect, test } from "bun:test";
import { PHONE_FORMAT_MESSAGE } from "#shared/phone";
import { PHONE_TOO_SHORT } from "#shared/schemas/members";
import { createSignedInAdmin } from "../helpers/admin-session";
import { deviceHeaders, freshCode, memberCookieOf, registration } from "../helpers/member-session";

const assignee = (phone: string) => ({
  assigneeUsername: "jdoe",
  assigneeFirstName: "John",
  assigneeLastName: "Doe",
  assigneePhone: phone,
  assigneeEmail: "john.doe@example.com",
});

describe("one phone format", () => {
  test("a code assigned to 713.555.0142 and a member registered as +1 713 555 0142 show the same number", async () => {
    const admin = await createSignedInAdmin();
    const code = freshCode(admin.ctx);
    const codes = (await admin.as("GET", "/api/admin/invitation-codes")).json.codes.unused as Array<{ id: string; code: string }>;
    const id = codes.find((c) => c.code === code)!.id;
    const assigned = await admin.as("POST", `/api/admin/invitation-codes/${id}/assign`, { body: assignee("713.555.0142") });
    expect(assigned.status).toBe(200);
    expect(assigned.json.code.assigneePhone).toBe("(713) 555-0142");

    const registered = await admin.request("POST", "/api/auth/register", {
      body: registration(code, { username: "jdoe", email: "john.doe@example.com", phone: "+1 713 555 0142" }),
      headers: deviceHeaders("laptop"),
    });
    expect(registered.status).toBe(200);
    const profile = await admin.request("GET", "/api/auth/user", { cookie: memberCookieOf(registered), headers: deviceHeaders("laptop") });
    expect(profile.json.user.phone).toBe("(713) 555-0142");
    const used = (await admin.as("GET", "/api/admin/invitation-codes")).json.codes.used as Array<{ code: string; assigneePhone: string }>;
    expect(used.find((c) => c.code === code)?.assigneePhone).toBe(profile.json.user.phone);
  });

  test("each refuses what is not one ten-digit number, in its own words", async () => {
    const admin = await createSignedInAdmin();
    for (const [phone, message] of [
      ["555-0142", PHONE_TOO_SHORT],
      ["713-555-0142 ext", PHONE_FORMAT_MESSAGE],
    ] as const) {
      const reply = await admin.request("POST", "/api/auth/register", {
        body: registration(freshCode(admin.ctx), { phone }),
        headers: deviceHeaders("x"),
      });
      expect({ phone, status: reply.status, messages: reply.json.issues.map((i: { message: string }) => i.message) }).toEqual({
        phone,
        status: 400,
        messages: [message],
      });
    }
  });
});
