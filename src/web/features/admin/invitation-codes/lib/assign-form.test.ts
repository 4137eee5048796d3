import { describe, expect, test } from "bun:test";
import { assignCodeSchema } from "#shared/schemas/invitation-codes";
import { checkForm } from "#web/components/form/form-check";
import { ASSIGN_FIELDS, EMPTY_ASSIGN_FORM, type AssignFormValues } from "./assign-form";

const valid: AssignFormValues = {
  assigneeUsername: "jdoe",
  assigneeFirstName: "John",
  assigneeLastName: "Doe",
  assigneePhone: "(555) 123-4567",
  assigneeEmail: "john@example.com",
};
const keys = ASSIGN_FIELDS.map((f) => f.key);
const check = (values: AssignFormValues) => checkForm(assignCodeSchema, values, keys);

describe("the assign form against the shared schema (spec §5 'Assign code')", () => {
  test("the form shows every field the schema checks", () => {
    expect<string[]>([...keys].sort()).toEqual(Object.keys(assignCodeSchema.shape).sort());
    expect(Object.keys(EMPTY_ASSIGN_FORM).sort()).toEqual([...keys].sort());
  });

  test("valid values pass, trimmed before sending (§5: all inputs are trimmed)", () => {
    expect(check({ ...valid, assigneeUsername: "  jdoe ", assigneeEmail: " john@example.com\n" })).toEqual({ ok: true, data: valid });
  });

  test.each([
    ["a short username", { ...valid, assigneeUsername: "jd" }, { assigneeUsername: "Username must be at least 3 characters long" }],
    ["a bad phone", { ...valid, assigneePhone: "555-4567" }, { assigneePhone: "Phone must be in format (xxx) xxx-xxxx" }],
    ["a bad email", { ...valid, assigneeEmail: "not-an-email" }, { assigneeEmail: "Valid email is required" }],
    [
      "a bad phone and a bad email: two messages, each under its field",
      { ...valid, assigneePhone: "5", assigneeEmail: "x" },
      { assigneePhone: "Phone must be in format (xxx) xxx-xxxx", assigneeEmail: "Valid email is required" },
    ],
  ])("%s", (_name, values, fields) => {
    const checked = check(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem.fields).toEqual(fields);
  });

  test("an empty form says the spec's sentence once and marks all five fields", () => {
    const checked = check(EMPTY_ASSIGN_FORM);
    if (checked.ok) throw new Error("expected a problem");
    expect(checked.problem.summary).toBe("All fields are required: Username, First Name, Last Name, Phone, and Email");
    expect(Object.keys(checked.problem.fields)).toEqual(keys);
  });
});
