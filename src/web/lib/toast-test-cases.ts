// Checks shared by the toast texts' tests: a refusal the server explains shows its reason under the
// toast's own title, and a call that got no answer says the outcome is unknown rather than failed.
import { expect } from "bun:test";
import { ApiError, type ApiErrorKind } from "./api-error";

type ToastMaker = (error: unknown) => { title: string; description?: string; variant?: string };

/** The server refused with `message`: the toast keeps `title`, shows the reason, and is destructive. */
export function expectServerReason(make: ToastMaker, title: string, refusal: { status: number; kind: ApiErrorKind; message: string }) {
  expect(make(new ApiError(refusal))).toEqual({ title, description: refusal.message, variant: "destructive" });
}

/** A change that timed out may have happened: the toast says so and asks for a reload. */
export function expectTimeoutLeavesOutcomeUnknown(make: ToastMaker) {
  expect(make(new ApiError({ status: 0, kind: "timeout", message: "Request timeout" })).description).toMatch(
    /^Request timeout\. .*reloaded/,
  );
}

/** A refused change: the server's reason under `title`, and after a time-out the outcome is unknown. */
export function expectRefusedChange(make: ToastMaker, title: string, refusal: { status: number; kind: ApiErrorKind; message: string }) {
  expectServerReason(make, title, refusal);
  expectTimeoutLeavesOutcomeUnknown(make);
}

/** A failed read is destructive under `title`, and names the reason when one is known. */
export function expectReadFailure(make: ToastMaker, title: string) {
  expect(make(new Error("x"))).toEqual({ title, variant: "destructive" });
  expect(make(new ApiError({ status: 0, kind: "timeout", message: "Query timeout" }))).toEqual({
    title,
    description: "Query timeout",
    variant: "destructive",
  });
}
