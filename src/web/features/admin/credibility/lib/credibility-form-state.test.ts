import { describe, expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { CREDIBILITY_FIELDS } from "#shared/credibility-fields";
import { CLOSED_FORM, credibilityFormReducer, emptyCredibilityValues, valuesFromEntry } from "./credibility-form-state";

const entry: Schema<"CredibilityEntry"> = {
  id: "6f1c1f8e-3c1e-4a43-9d0b-0d8f5f0f9a11",
  contractorName: "Bob Builder",
  contractorCompany: "Builder Roofing LLC",
  contractorAddress: "12 Shingle Way",
  contractorPhone: null,
  contractorEmail: null,
  clientName: "Carol Client",
  clientAddress: "34 Palm Ave",
  claimType: "Wind",
  originalAmount: "12000.00",
  reducedAmount: null,
  finalAmount: "52000.50",
  deductible: null,
  publicAdjuster: null,
  fieldAdjuster: null,
  deskAdjuster: null,
  notes: "Reopened",
  successStory: null,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("credibility form states (spec §4)", () => {
  test("closed → add starts from empty values for every field", () => {
    const state = credibilityFormReducer(CLOSED_FORM, { type: "openAdd" });
    expect(state.mode).toBe("add");
    if (state.mode !== "add") throw new Error("unreachable");
    expect(Object.keys(state.values)).toEqual(CREDIBILITY_FIELDS.map((f) => f.key));
    expect(Object.values(state.values).every((v) => v === "")).toBe(true);
  });

  test("closed → edit copies the entry, nulls as empty text", () => {
    const state = credibilityFormReducer(CLOSED_FORM, { type: "openEdit", entry });
    expect(state).toMatchObject({ mode: "edit", id: entry.id });
    if (state.mode !== "edit") throw new Error("unreachable");
    expect(state.values.contractorName).toBe("Bob Builder");
    expect(state.values.finalAmount).toBe("52000.50");
    expect(state.values.contractorPhone).toBe("");
  });

  test("typing changes one field; a closed form ignores it", () => {
    const open = credibilityFormReducer(CLOSED_FORM, { type: "openEdit", entry });
    const changed = credibilityFormReducer(open, { type: "change", key: "claimType", value: "Hail" });
    expect(changed.mode === "edit" && changed.values.claimType).toBe("Hail");
    expect(changed.mode === "edit" && changed.values.contractorName).toBe("Bob Builder");
    expect(credibilityFormReducer(CLOSED_FORM, { type: "change", key: "claimType", value: "x" })).toBe(CLOSED_FORM);
  });

  test("save or cancel closes and clears: opening again to add starts empty", () => {
    const typed = credibilityFormReducer(credibilityFormReducer(CLOSED_FORM, { type: "openAdd" }), {
      type: "change",
      key: "notes",
      value: "half-typed",
    });
    const closed = credibilityFormReducer(typed, { type: "close" });
    expect(closed).toEqual({ mode: "closed" });
    const reopened = credibilityFormReducer(closed, { type: "openAdd" });
    expect(reopened.mode === "add" && reopened.values).toEqual(emptyCredibilityValues());
  });

  test("edit → add switches to an empty add form", () => {
    const editing = credibilityFormReducer(CLOSED_FORM, { type: "openEdit", entry });
    const adding = credibilityFormReducer(editing, { type: "openAdd" });
    expect(adding.mode).toBe("add");
    expect(adding.mode === "add" && adding.values.contractorName).toBe("");
  });

  test("valuesFromEntry covers every form field", () => {
    expect(Object.keys(valuesFromEntry(entry)).sort()).toEqual(CREDIBILITY_FIELDS.map((f) => f.key).sort());
  });
});
