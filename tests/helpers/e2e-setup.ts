// What the browser tests set up through the API before a person takes over: the first admin,
// signed in, with an invitation code in hand; and a member's registration as the form sends it.
import { expect } from "bun:test";
import type { APIRequestContext } from "playwright-core";

export const E2E_ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };

/** Sets the service up with its first admin, signs `admin` in, and answers an unused invitation code. */
export async function adminWithCode(admin: APIRequestContext, url: (path: string) => string): Promise<string> {
  expect((await admin.post(url("/api/admin/setup"), { data: { ...E2E_ADMIN, confirmPassword: E2E_ADMIN.password } })).status()).toBe(200);
  expect(
    (await admin.post(url("/api/admin/login"), { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } })).status(),
  ).toBe(200);
  return (await (await admin.get(url("/api/admin/invitation-codes"))).json()).codes.unused[0].code;
}

type Person = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName?: string;
  position?: string;
  licenseNumber?: string;
};

/** The body of POST /api/auth/register for `person`, every box ticked. */
export function registrationData(invitationCode: string, person: Person): Record<string, unknown> {
  return {
    invitationCode,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ?? "(713) 555-0142",
    companyName: person.companyName ?? `${person.lastName} Roofing`,
    position: person.position ?? "Policyholder",
    ...(person.licenseNumber ? { licenseNumber: person.licenseNumber } : {}),
    username: person.username,
    password: person.password,
    confirmPassword: person.password,
    ageConfirmed: true,
    termsAccepted: true,
  };
}
