import { expect, test } from "bun:test";
import { AGE_CONFIRMATION_REQUIRED, LICENSE_REQUIRED, PASSWORDS_DONT_MATCH, registerSchema, TERMS_REQUIRED } from "#shared/schemas/members";
import { checkForm } from "#web/components/form/form-check";
import { problemOf } from "#web/components/form/form-check-test-cases";
import { initialRegisterText, needsLicense, POSITIONS, REGISTER_FIELD_KEYS, registerInput, type RegisterTextValues } from "./register-form";

const filled: RegisterTextValues = {
  ...initialRegisterText(" join-abc "),
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  phone: "(713) 555-0142",
  companyName: "Doe Roofing",
  username: "jane",
  password: "secret1",
  confirmPassword: "secret1",
};
const yes = { ageConfirmed: true, termsAccepted: true };

test("the code from the link is prefilled in upper case", () => {
  expect(initialRegisterText(" join-abc ").invitationCode).toBe("JOIN-ABC");
  expect(initialRegisterText(null).invitationCode).toBe("");
});

test("a complete form passes the shared schema; an empty license number is sent as none", () => {
  const checked = checkForm(registerSchema, registerInput(filled, "Attorney", yes), REGISTER_FIELD_KEYS);
  expect(checked.ok).toBe(true);
  if (checked.ok) {
    expect(checked.data.licenseNumber).toBeNull();
    expect(checked.data.invitationCode).toBe("JOIN-ABC");
    expect(checked.data.ageConfirmed).toBe(true);
  }
});

test("every empty field gets its own message from the shared schema", () => {
  const empty = registerInput(initialRegisterText(null), "", { ageConfirmed: false, termsAccepted: false });
  expect(problemOf(registerSchema, empty, REGISTER_FIELD_KEYS).fields).toMatchObject({
    invitationCode: "Invitation code is required",
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Invalid email address",
    phone: "Phone number must be at least 10 digits",
    companyName: "Company name is required",
    position: "Position is required",
    username: "Username must be at least 3 characters",
    password: "Password must be at least 6 characters",
    ageConfirmed: AGE_CONFIRMATION_REQUIRED,
    termsAccepted: TERMS_REQUIRED,
  });
});

test.each(["Adjuster", "Contractor"])("%s needs a license number", (position) => {
  expect(needsLicense(position)).toBe(true);
  const checked = checkForm(registerSchema, registerInput(filled, position, yes), REGISTER_FIELD_KEYS);
  expect(checked.ok ? undefined : checked.problem.fields.licenseNumber).toBe(LICENSE_REQUIRED);
  expect(checkForm(registerSchema, registerInput({ ...filled, licenseNumber: "TX-1" }, position, yes), REGISTER_FIELD_KEYS).ok).toBe(true);
});

test("only Adjuster and Contractor of the offered positions need a license", () => {
  expect(POSITIONS.filter(needsLicense)).toEqual(["Contractor", "Adjuster"]);
});

test("a mismatched confirmation is the confirmation field's problem", () => {
  const checked = checkForm(registerSchema, registerInput({ ...filled, confirmPassword: "other1" }, "Attorney", yes), REGISTER_FIELD_KEYS);
  expect(checked.ok ? undefined : checked.problem.fields).toEqual({ confirmPassword: PASSWORDS_DONT_MATCH });
});
