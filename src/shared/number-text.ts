// Numbers as people read them: digits grouped by thousands, dollars from the decimal text the
// database keeps. Written out rather than through Intl or toLocaleString: the server builds texts
// with these while it starts, and the first use of Intl loads ICU's number data, megabytes an
// idle server would hold for one comma (decision 0083).

/** 1234567 → "1,234,567" (a whole number, or the whole part of one as text). */
export const groupDigits = (whole: number | string): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "52000.5" → "$52,000.50", "-12.3" → "-$12.30"; none is a dash. Works on the text, never a float. */
export function formatDollars(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === "") return "—";
  const negative = decimal.startsWith("-");
  const [whole = "0", cents = ""] = decimal.replace(/^-/, "").split(".");
  return `${negative ? "-" : ""}$${groupDigits(whole)}.${cents.padEnd(2, "0").slice(0, 2)}`;
}
