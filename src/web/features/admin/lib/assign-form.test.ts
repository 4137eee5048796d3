import { describe, expect, test } from "bun:test";
import { checkAssignForm, EMPTY_ASSIGN_FORM, trimAssignForm, type AssignFormValues } from "./assign-form";

const valid: AssignFormValues = {
  assigneeUsername: "jdoe",
  assigneeFirstName: "John",
  assigneeLastName: "Doe",
  assigneePhone: "(555) 123-4567",
  assigneeEmail: "john@example.com",
};

describe("checkAssignForm (spec §5 'Assign code')", () => {
  test("valid values pass", () => {
    expect(checkAssignForm(valid)).toBeUndefined();
  });

  test.each([
    ["an empty form", EMPTY_ASSIGN_FORM, "All fields are required: Username, First Name, Last Name, Phone, and Email"],
    ["a blank last name", { ...valid, assigneeLastName: "   " }, "All fields are required: Username, First Name, Last Name, Phone, and Email"],
    ["a short username", { ...valid, assigneeUsername: "jd" }, "Username must be at least 3 characters long"],
    ["a bad phone", { ...valid, assigneePhone: "555-123-4567" }, "Phone must be in format (xxx) xxx-xxxx"],
    ["a bad email", { ...valid, assigneeEmail: "not-an-email" }, "Valid email is required"],
  ])("%s → %p", (_name, values, message) => {
    expect(checkAssignForm(values)?.message).toBe(message);
  });

  test("every refused field is named for aria-invalid", () => {
    expect(checkAssignForm({ ...valid, assigneePhone: "5", assigneeEmail: "x" })?.fields).toEqual(["assigneePhone", "assigneeEmail"]);
  });

  test("inputs are trimmed before sending", () => {
    expect(trimAssignForm({ ...valid, assigneeUsername: "  jdoe ", assigneeEmail: " john@example.com\n" })).toEqual(valid);
  });
});
