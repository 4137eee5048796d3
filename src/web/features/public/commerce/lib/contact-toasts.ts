// The contact form's notices (public-screens.md §5, §8), as data.
import { CONTACT_INCOMPLETE } from "#shared/contact-form";
import { failed, succeeded } from "#web/components/toast/toast-text";
import { isApiError } from "#web/lib/api-error";

export const CONTACT_FAILED_TEXT = "Communication error. Check your connection and retry.";
export const CONTACT_SENT_TEXT = "Secure transmission received. Operatives will respond within 24 hours.";

export const contactToasts = {
  incomplete: () => failed("INCOMPLETE TRANSMISSION", CONTACT_INCOMPLETE),
  /**
   * The spec's text for a send that got no answer; when the server itself refused (too many
   * messages from this address, a field it would not take) its reason is the honest text.
   */
  sendFailed: (error: unknown) =>
    failed("TRANSMISSION FAILED", isApiError(error) && error.fromServer ? error.message : CONTACT_FAILED_TEXT),
  sent: () => succeeded("MESSAGE TRANSMITTED", CONTACT_SENT_TEXT),
} as const;
