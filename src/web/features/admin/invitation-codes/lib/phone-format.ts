// The assign form's phone field formats digits as the shared schema wants them, (xxx) xxx-xxxx,
// while the admin types. Separators appear only after the digits that need them, so deleting
// a digit never gets stuck on a ") " or a "-".

export const PHONE_DIGITS = 10;

/** "7135550142" → "(713) 555-0142"; partial input gives a partial format; a leading 1 is dropped. */
export function formatPhoneInput(text: string): string {
  let digits = text.replace(/\D/g, "");
  // "+1 713 555 0142": the country code is not part of the format.
  if (digits.length > PHONE_DIGITS && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return "";
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
