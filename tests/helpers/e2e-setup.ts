// What the browser tests set up through the API before a person takes over: the first admin,
// signed in, with an invitation code in hand; and a member's registration as the form sends it.
import { expect } from "bun:test";
import type { APIRequestContext } from "playwright-core";

export const E2E_ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };

type FirstAdmin = { username: string; fullName: string; password: string; confirmPassword: string };

/** Sets the service up with its first admin (`fields`, E2E_ADMIN unless said) and signs `admin` in. */
export async function firstAdminSignedIn(
  admin: APIRequestContext,
  url: (path: string) => string,
  fields: FirstAdmin = { ...E2E_ADMIN, confirmPassword: E2E_ADMIN.password },
): Promise<void> {
  expect((await admin.post(url("/api/admin/setup"), { data: fields })).status()).toBe(200);
  expect((await admin.post(url("/api/admin/login"), { data: { username: fields.username, password: fields.password } })).status()).toBe(
    200,
  );
}

const firstUnusedCode = async (admin: APIRequestContext, url: (path: string) => string): Promise<{ id: string; code: string }> =>
  (await (await admin.get(url("/api/admin/invitation-codes"))).json()).codes.unused[0];

/** Sets the service up with its first admin, signs `admin` in, and answers an unused invitation code. */
export async function adminWithCode(admin: APIRequestContext, url: (path: string) => string): Promise<string> {
  await firstAdminSignedIn(admin, url);
  return (await firstUnusedCode(admin, url)).code;
}

/** As adminWithCode, the code assigned to `person` (an assigned code is redeemed with their e-mail only). */
export async function adminWithCodeAssignedTo(
  admin: APIRequestContext,
  url: (path: string) => string,
  person: { username: string; firstName: string; lastName: string; phone: string; email: string },
): Promise<string> {
  await firstAdminSignedIn(admin, url);
  const first = await firstUnusedCode(admin, url);
  const assigned = await admin.post(url(`/api/admin/invitation-codes/${first.id}/assign`), {
    data: {
      assigneeUsername: person.username,
      assigneeFirstName: person.firstName,
      assigneeLastName: person.lastName,
      assigneePhone: person.phone,
      assigneeEmail: person.email,
    },
  });
  expect(assigned.status()).toBe(200);
  return first.code;
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
