import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { serviceRequestSchema } from "#shared/schemas/claims";
import { checkForm } from "#web/components/form/form-check";
import { initialRequestValues, SERVICE_REQUEST_KEYS } from "./service-request-form";

const member = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "(713) 555-0142" } as Schema<"Member">;

test("a signed-in member's name, e-mail, phone and package are filled in", () => {
  expect(initialRequestValues(member, "ghost")).toEqual({
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "(713) 555-0142",
    serviceType: "",
    planType: "ghost",
    description: "",
  });
});

test("a visitor starts from blanks; ?type= preselects a known service only", () => {
  expect(initialRequestValues(null, undefined, "appraisal")).toEqual({
    name: "",
    email: "",
    phone: "",
    serviceType: "appraisal",
    planType: "",
    description: "",
  });
  expect(initialRequestValues(null, undefined, "<b>").serviceType).toBe("");
});

test("the shared schema's messages land under their fields", () => {
  const checked = checkForm(serviceRequestSchema, initialRequestValues(null, undefined), SERVICE_REQUEST_KEYS);
  expect(checked.ok ? undefined : checked.problem.fields).toEqual({
    name: "Name is required",
    email: "Valid email is required",
    serviceType: "Service request type must be estimate, appraisal, engineer visit or attorney assistance",
    planType: "Package must be Phantom, Ghost, Assassin or none",
  });
});
