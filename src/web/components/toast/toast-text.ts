// The words of a toast, as data: screens build one of these and pass it to toast(). Feature
// files (auth-toasts, code-toasts, …) hold the spec's exact texts and are pinned by unit tests.
import { isApiError, isOutcomeUnknown, serverMessage } from "#web/lib/api-error";

export type ToastMessage = { title: string; description?: string; variant: "default" | "destructive" };

export const succeeded = (title: string, description?: string): ToastMessage =>
  description ? { title, description, variant: "default" } : { title, variant: "default" };

export const failed = (title: string, description?: string): ToastMessage =>
  description ? { title, description, variant: "destructive" } : { title, variant: "destructive" };

/** The server's success message when it sent one, else the text the spec gives. */
export const said = (message: string | undefined, fallback: string): ToastMessage => succeeded(message || fallback);

export type FailureFallbacks = {
  /** The server answered with an error status but without a message of its own. */
  answered: string;
  /** No answer at all and the thrown error has no message. */
  thrown: string;
};

/**
 * What a failure says (spec §8 'Login Failed', 'Setup Failed'): an answered request shows the
 * server's own message (or the first fallback); one that got no answer its message (or the second).
 */
export function failureDescription(error: unknown, fallbacks: FailureFallbacks): string {
  if (isApiError(error) && error.status > 0) return serverMessage(error) ?? fallbacks.answered;
  return (error instanceof Error && error.message) || fallbacks.thrown;
}

/** Said when a change got no answer: the screen reloads, so what it shows is what the server has. */
export const RELOADED_AFTER_NO_ANSWER = "The change may or may not have been made; the lists were reloaded from the server.";

/**
 * A change that failed: the server's message when it refused; when no answer came (time-out,
 * network) the reason and that the lists were reloaded.
 */
export function changeFailed(title: string, error: unknown): ToastMessage {
  if (isOutcomeUnknown(error)) return failed(title, `${(error as Error).message}. ${RELOADED_AFTER_NO_ANSWER}`);
  return failed(title, serverMessage(error));
}

/** A list that could not be read: why, when known ('Query timeout', the server's message). */
export function fetchFailed(title: string, error: unknown): ToastMessage {
  return failed(title, isApiError(error) && (error.fromServer || isOutcomeUnknown(error)) ? error.message : undefined);
}

/**
 * A client-side check failed. The spec writes some messages as "Title: description"
 * ('Invalid Count: Please enter a number between 1 and 100'); those become title and line.
 */
export function invalidInput(message: string): ToastMessage {
  const at = message.indexOf(": ");
  return at > 0 ? failed(message.slice(0, at), message.slice(at + 2)) : failed(message);
}
