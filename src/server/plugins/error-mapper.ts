// One mapper from every failure to the JSON failure shape of ARCHITECTURE.md. A 5xx only for bugs, a
// busy database or a process out of file descriptors (503) and a full disk (507).
import { Elysia } from "elysia";
import { isDatabaseBusy } from "#core/db/db";
import { diskFullError, isDiskFull } from "#core/platform/disk-full";
import type { Log } from "#core/platform/log";
import { isOutOfDescriptors, outOfDescriptorsError, outOfDescriptorsReporter } from "#core/platform/out-of-descriptors";
import { BUSY_MESSAGE } from "../group-commit";
import { trackedOf } from "../request-tracking";
import { securityHeadersFor } from "./security-headers";
import { DomainError, type FailureBody } from "#shared/errors";

function failure(status: number, body: FailureBody): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/**
 * Seconds a client should wait before trying again when the refusal names none: a busy database, a
 * full disk, and a throttle (every 429 carries `Retry-After`; a throttle that knows when its window
 * frees says so through `retryAfterSeconds`).
 */
const RETRY_AFTER_SECONDS: Partial<Record<DomainError["kind"], number>> = { busy: 1, insufficient_storage: 60, throttled: 60 };

export function failureResponse(error: DomainError): Response {
  const response = failure(error.status, error.toBody());
  const retryAfter = error.retryAfterSeconds ?? RETRY_AFTER_SECONDS[error.kind];
  if (retryAfter) response.headers.set("retry-after", String(retryAfter));
  return response;
}

/** The answer to a failure the server knows (a refusal, a busy database, a full disk, no descriptor left), or undefined for a bug. */
function knownFailure(error: unknown, log: Log): Response | undefined {
  if (error instanceof DomainError) return failureResponse(error);
  // A lock held elsewhere that a read or an unwrapped write met: a clear 503, not a 500.
  if (isDatabaseBusy(error)) return failureResponse(new DomainError("busy", BUSY_MESSAGE));
  // A full disk refused a write that was not refused earlier on its way (a commit, a file).
  if (isDiskFull(error)) return failureResponse(diskFullError());
  // No descriptor left to open a file (or a socket): it passes as connections close.
  if (isOutOfDescriptors(error)) {
    outOfDescriptorsReporter(log)(error);
    return failureResponse(outOfDescriptorsError());
  }
  return undefined;
}

/**
 * Bun.serve's own error callback, for what fails outside Elysia's handler (a file answer that
 * cannot be opened as it goes out): the same JSON failure shape and security headers as any
 * other answer. Without it Bun answers its own page, in development mode one that shows paths
 * and source.
 */
export function createServerErrorAnswer(log: Log, baseUrl: string) {
  const headers = securityHeadersFor(baseUrl);
  return (error: unknown): Response => {
    let response = knownFailure(error, log);
    if (!response) {
      log.error("unhandled_error", { message: error instanceof Error ? error.message : String(error), outsideHandler: true });
      response = failure(500, { success: false, error: "Internal error", kind: "internal" });
    }
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}

export const createErrorMapper = (log: Log) =>
  new Elysia({ name: "error-mapper" }).onError({ as: "global" }, ({ code, error, request }) => {
    // Elysia wraps what a body parser throws: our capped JSON reader's refusals come out as they went in.
    const cause = (error as { cause?: unknown }).cause;
    if (code === "PARSE" && cause instanceof DomainError) return failureResponse(cause);
    const known = knownFailure(error, log);
    if (known) return known;
    switch (code) {
      case "PARSE":
        return failure(400, { success: false, error: "Malformed request body", kind: "invalid" });
      case "NOT_FOUND":
        return failure(404, { success: false, error: "Not found", kind: "not_found" });
      case "INVALID_COOKIE_SIGNATURE":
        return failure(401, { success: false, error: "Not signed in", kind: "unauthenticated" });
      default: {
        // The id lets a member's report ("it said request 3f2a…") be found in the log.
        const requestId = trackedOf(request)?.id;
        log.error("unhandled_error", { message: error instanceof Error ? error.message : String(error), requestId });
        return failure(500, {
          success: false,
          error: requestId ? `Internal error (request ${requestId})` : "Internal error",
          kind: "internal",
          requestId,
        });
      }
    }
  });
