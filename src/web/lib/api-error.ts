// The one error a failed call becomes in the web app. Screens read its fields (status, kind,
// message, issues) and never parse text: the API's failure shape {success:false, error, kind,
// issues?} (src/shared/errors.ts) arrives as is, and the failures without a usable answer
// (time-out, network, an answer that is not the API's) get kinds of their own.
import { ERROR_STATUS, type ErrorKind, type FailureBody, type ValidationIssue } from "#shared/errors";

/** The API's kinds, plus: no answer in time, no answer at all, an answer that is not the API's. */
export type ApiErrorKind = ErrorKind | "timeout" | "network" | "bad_answer";

/** The time-out texts of spec §8. */
export const REQUEST_TIMEOUT_MESSAGE = "Request timeout";
export const QUERY_TIMEOUT_MESSAGE = "Query timeout";
export const NETWORK_ERROR_MESSAGE = "Network error: the server could not be reached";

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status of the answer; 0 when none came (time-out, network). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The fields the server refused, by path ("assigneeUsername"), when it named them. */
  readonly issues?: ValidationIssue[];

  constructor(init: { status: number; kind: ApiErrorKind; message: string; issues?: ValidationIssue[]; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    if (init.issues?.length) this.issues = init.issues;
  }

  /** True when the server itself refused: the message is then its own text, fit to show. */
  get fromServer(): boolean {
    return this.status > 0 && this.kind !== "bad_answer";
  }
}

const isErrorKind = (kind: unknown): kind is ErrorKind => typeof kind === "string" && Object.hasOwn(ERROR_STATUS, kind);

function isIssue(value: unknown): value is ValidationIssue {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ValidationIssue).path === "string" &&
    typeof (value as ValidationIssue).message === "string"
  );
}

/** The API's failure body in a response text, or undefined for anything else (a proxy page, plain text). */
export function parseFailureBody(text: string): FailureBody | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null) return undefined;
  const { success, error, kind, issues } = body as Record<string, unknown>;
  if (success !== false || typeof error !== "string" || !error || !isErrorKind(kind)) return undefined;
  const named = Array.isArray(issues) ? issues.filter(isIssue) : [];
  return named.length ? { success: false, error, kind, issues: named } : { success: false, error, kind };
}

/** The longest piece of a foreign answer kept in a message: a proxy's HTML page is not a message. */
const FOREIGN_TEXT_MAX = 200;

/** The ApiError of a non-OK response. */
export function apiErrorFromAnswer(status: number, statusText: string, text: string): ApiError {
  const body = parseFailureBody(text);
  if (body) return new ApiError({ status, kind: body.kind, message: body.error, issues: body.issues });
  // Not the API's shape: spec §8's transport text, "<status>: <body text or status text>".
  const detail = text.trim().slice(0, FOREIGN_TEXT_MAX) || statusText;
  return new ApiError({ status, kind: "bad_answer", message: detail ? `${status}: ${detail}` : String(status) });
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's own message of a refusal, else undefined (time-outs, network, foreign answers). */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.fromServer ? error.message : undefined;
}

/** A 401 from any admin call: the session expired or was ended elsewhere. */
export function isSessionLost(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The server's sentence under AAN_REQUIRE_ADMIN_MFA (core's MFA_REQUIRED_FIRST; tests/integration pins that they match). */
export const MFA_SETUP_FIRST = "Two-factor sign-in must be set up first: open Settings";

/** An admin without a second factor where the operator requires one: the panel's MFA guard says so, once. */
export function isMfaSetupRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === MFA_SETUP_FIRST;
}

/** A refusal a guard already tells (a lost session, two-factor set-up first): no toast of its own. */
export function isToldByGuard(error: unknown): boolean {
  return isSessionLost(error) || isMfaSetupRequired(error);
}

/** No answer came: a change may or may not have been made on the server. */
export function isOutcomeUnknown(error: unknown): boolean {
  return isApiError(error) && (error.kind === "timeout" || error.kind === "network");
}
