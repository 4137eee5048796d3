import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { credibilityToasts } from "./credibility-toasts";

test("successes prefer the server's message and fall back to the spec's text", () => {
  expect(credibilityToasts.entryCreated(undefined).title).toBe("Entry created successfully");
  expect(credibilityToasts.entryUpdated(undefined).title).toBe("Entry updated successfully");
  expect(credibilityToasts.entryDeleted(undefined).title).toBe("Entry deleted successfully");
  expect(credibilityToasts.entryCreated("Entry created for Bob").title).toBe("Entry created for Bob");
});

test("failures keep the spec's titles and show the server's message when present", () => {
  const refused = new ApiError({ status: 400, kind: "invalid", message: "Claim type is required" });
  expect(credibilityToasts.saveEntryFailed(refused)).toEqual({
    title: "Failed to save entry",
    description: "Claim type is required",
    variant: "destructive",
  });
  expect(credibilityToasts.deleteEntryFailed(new Error("x"))).toEqual({ title: "Failed to delete entry", variant: "destructive" });
  expect(credibilityToasts.fetchEntriesFailed(new Error("x"))).toEqual({
    title: "Failed to fetch credibility entries",
    variant: "destructive",
  });
});
