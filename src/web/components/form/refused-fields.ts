// What a server refusal says about the values a form holds. A form keeps everything the member
// typed after a refusal, except the fields the refusal is about: retyping a whole form (or both
// passwords) because the invitation code was wrong is work the member should not have to redo.
import { isApiError } from "#web/lib/api-error";
import { problemFromError } from "./form-check";

/** The form's fields that a refusal names as wrong (its issues' fields); none for any other failure. */
export function refusedFields(error: unknown, knownFields: readonly string[]): string[] {
  if (!isApiError(error) || !error.issues) return [];
  return Object.keys(problemFromError(error, knownFields)?.fields ?? {});
}

/**
 * The fields to empty after a refusal: a group (a password and its confirmation) is emptied
 * together when the refusal names any of its fields, and nothing else is touched.
 */
export function fieldsToClear<K extends string>(error: unknown, knownFields: readonly string[], group: readonly K[]): K[] {
  const refused = refusedFields(error, knownFields);
  return group.some((field) => refused.includes(field)) ? [...group] : [];
}

/** A sign-in refused for its credentials (401): the password typed was wrong; any other refusal
 * (device limit, deactivated account, too many attempts, no connection) leaves it as typed. */
export const isCredentialRefusal = (error: unknown): boolean => isApiError(error) && error.fromServer && error.status === 401;
