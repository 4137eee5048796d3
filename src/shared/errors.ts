// The one error vocabulary of AAN. Core throws DomainError; HTTP maps kind → status,
// the CLI maps kind → exit code, the web shows the message in a toast.

export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  throttled: 429,
  internal: 500,
  /** The database stayed locked by another process (the CLI, a backup) past the wait: try again. */
  busy: 503,
  /** The disk holding the data folder is full: nothing was written; try again once space returns. */
  insufficient_storage: 507,
} as const;

/** The server ran out of file descriptors (EMFILE, ENFILE): nothing was saved, and it passes (503, Retry-After). */
export const OUT_OF_DESCRIPTORS_MESSAGE =
  "The server is handling too many connections and files right now, so nothing was saved. Please try again in a few seconds.";
/** Seconds an answer refused for want of descriptors asks the client to wait. */
export const OUT_OF_DESCRIPTORS_RETRY_SECONDS = 5;

/** A client address holds as many connections, or requests with a body, as one address may (429, Retry-After). */
export const CONNECTIONS_FROM_ADDRESS_MESSAGE = "Too many connections from your address at once. Please try again in a few seconds.";
/** Seconds a client refused for its connections, or the server's, is asked to wait. */
export const CONNECTIONS_RETRY_AFTER_SECONDS = 5;
/** The server holds as many connections as it may (503, Retry-After). */
export const SERVER_CONNECTIONS_FULL_MESSAGE = "The server is handling too many connections right now. Please try again in a few seconds.";

export type ErrorKind = keyof typeof ERROR_STATUS;

export type ValidationIssue = { path: string; message: string };

/** The JSON failure shape every API error uses. */
export type FailureBody = {
  success: false;
  error: string;
  kind: ErrorKind;
  issues?: ValidationIssue[];
  /** On a 5xx only: the id of the request in the server's log. */
  requestId?: string;
};

export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly issues?: ValidationIssue[];
  /** For a refusal that passes (throttled, busy): whole seconds the client should wait, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(kind: ErrorKind, message: string, issues?: ValidationIssue[], options?: { retryAfterSeconds?: number }) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.issues = issues;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }

  toBody(): FailureBody {
    return this.issues?.length
      ? { success: false, error: this.message, kind: this.kind, issues: this.issues }
      : { success: false, error: this.message, kind: this.kind };
  }
}

/** A throttled refusal that says when to come back: `Retry-After` carries the seconds (at least 1). */
export const throttledError = (message: string, retryAfterSeconds: number) =>
  new DomainError("throttled", message, undefined, { retryAfterSeconds });
