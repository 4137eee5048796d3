// Prices as the page prints them: the API's decimal strings ("5200.00") to "$5,200", without a
// float ever holding the amount; whole-dollar figures of the §9 table to "$208,000" or "$2.1M".

// Digits grouped by hand (number-text.ts): the first Intl formatter of a page loads ICU's number
// data, a long task on a phone as the page is taken over (decision 0150).
import { groupDigits } from "#shared/number-text";

/** "5200.00" → 520000; anything that is not an amount → null. */
export function centsOf(decimal: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** "5200.00" → "$5,200"; "2656.50" → "$2,656.50"; not an amount → "—". */
export function priceText(decimal: string): string {
  const cents = centsOf(decimal);
  if (cents === null) return "—";
  const dollars = groupDigits(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, "0")}`;
}

/** Whole dollars of a decimal string, for sums with the §9 figures: "5200.00" → 5200 (cents dropped). */
export const wholeDollars = (decimal: string): number => Math.trunc((centsOf(decimal) ?? 0) / 100);

/** 52000 → "$52,000"; a million or more in the table's short form: 2100000 → "$2.1M". */
export function usdText(dollars: number): string {
  if (dollars >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(1))}M`;
  return `$${groupDigits(dollars)}`;
}
