// One phone format for every way in (registration, the panel's assign form, `aan codes assign`,
// the terminal dashboard): a ten-digit North American number, however it is typed ("7135550142",
// "713-555-0142", "713.555.0142", "+1 (713) 555-0142"), is stored as "(713) 555-0142". So the
// member's profile and the assignee of the code they used show the same number, and a reset by
// phone finds it.

export const PHONE_DIGITS = 10;
export const PHONE_FORMAT_MESSAGE = "Phone must be in format (xxx) xxx-xxxx";
/** The stored form, and the form the assign field shows while typing. */
export const PHONE_FORMAT = /^\(\d{3}\) \d{3}-\d{4}$/;

/** What may stand between the digits: spaces, brackets, hyphens, dots, and a leading plus. */
const SEPARATORS = /^[\d\s().+-]*$/;

/** The digits of a number as typed, without the country code 1 of an eleven-digit number. */
export function phoneDigitsOf(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** "+1 713.555.0142" → "(713) 555-0142"; undefined when the text is not one ten-digit number. */
export function normalisePhone(text: string): string | undefined {
  if (!SEPARATORS.test(text)) return undefined;
  const digits = phoneDigitsOf(text);
  if (digits.length !== PHONE_DIGITS) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A stored number as shown: a row written before numbers were normalised shows in the one format too. */
export const phoneText = (stored: string): string => normalisePhone(stored) ?? stored;
