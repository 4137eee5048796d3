// What a failure toast says (spec §8): an answered request shows the server's own message (or the
// screen's fallback); a request that never got an answer (network, time-out) shows the thrown
// message (or a second fallback).
import { serverErrorMessage } from "../../../lib/api-client";

/** The HTTP status of an error raised by the api-client for a non-OK answer, else undefined. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

export type FailureFallbacks = {
  /** The server answered with an error status but without a message of its own. */
  answered: string;
  /** No answer at all and the thrown error has no message. */
  thrown: string;
};

export function failureDescription(error: unknown, fallbacks: FailureFallbacks): string {
  if (httpStatusOf(error) !== undefined) return serverErrorMessage(error) ?? fallbacks.answered;
  return (error instanceof Error && error.message) || fallbacks.thrown;
}
