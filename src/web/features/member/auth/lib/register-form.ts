// The registration form (spec §5 "User registration", decision 0023): its fields in groups, the
// positions offered, the starting values (the invitation code from the link), and what is sent.
import { POSITIONS_NEEDING_LICENSE, type RegisterInput } from "#shared/schemas/members";
import type { FieldSpec } from "#web/components/form/form-fields";

export type RegisterTextKey = Exclude<keyof RegisterInput, "ageConfirmed" | "termsAccepted" | "position">;
export type RegisterTextValues = Record<RegisterTextKey, string>;
export type RegisterChecks = { ageConfirmed: boolean; termsAccepted: boolean };

/** Every key the form shows, in screen order: a server issue of any other path goes to the summary. */
export const REGISTER_FIELD_KEYS = [
  "invitationCode",
  "firstName",
  "lastName",
  "email",
  "phone",
  "companyName",
  "position",
  "licenseNumber",
  "username",
  "password",
  "confirmPassword",
  "ageConfirmed",
  "termsAccepted",
] as const;

export const CODE_FIELDS: ReadonlyArray<FieldSpec<RegisterTextKey>> = [
  { key: "invitationCode", label: "Invitation code", required: true, autoComplete: "off", placeholder: "XXXX-XXXX-XXXX", maxLength: 50 },
];

export const PERSON_FIELDS: ReadonlyArray<FieldSpec<RegisterTextKey>> = [
  { key: "firstName", label: "First name", required: true, autoComplete: "given-name" },
  { key: "lastName", label: "Last name", required: true, autoComplete: "family-name" },
  {
    key: "email",
    label: "Email",
    type: "email",
    inputMode: "email",
    required: true,
    autoComplete: "email",
    placeholder: "you@example.com",
  },
  { key: "phone", label: "Phone", type: "tel", inputMode: "tel", required: true, autoComplete: "tel", placeholder: "(713) 555-0142" },
  { key: "companyName", label: "Company", required: true, autoComplete: "organization" },
];

export const LICENSE_FIELD: FieldSpec<RegisterTextKey> = { key: "licenseNumber", label: "License number", autoComplete: "off" };

export const ACCOUNT_FIELDS: ReadonlyArray<FieldSpec<RegisterTextKey>> = [
  { key: "username", label: "Username", required: true, autoComplete: "username" },
  { key: "password", label: "Password", type: "password", required: true, autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm password", type: "password", required: true, autoComplete: "new-password" },
];

/** The people the network serves (spec §1); Adjuster and Contractor need a license number. */
export const POSITIONS = ["Contractor", "Adjuster", "Attorney", "Property Manager", "Policyholder", "Other"] as const;

export function needsLicense(position: string): boolean {
  return (POSITIONS_NEEDING_LICENSE as readonly string[]).includes(position.trim().toLowerCase());
}

export function initialRegisterText(code: string | null): RegisterTextValues {
  return {
    invitationCode: code?.trim().toUpperCase() ?? "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    companyName: "",
    licenseNumber: "",
    username: "",
    password: "",
    confirmPassword: "",
  };
}

/** The values the shared registerSchema checks: an empty license number is no license number. */
export function registerInput(text: RegisterTextValues, position: string, checks: RegisterChecks): RegisterInput {
  return {
    ...text,
    position,
    licenseNumber: text.licenseNumber.trim() || null,
    ageConfirmed: checks.ageConfirmed as true,
    termsAccepted: checks.termsAccepted as true,
  };
}
