// Money crosses the API as decimal strings ("52000.00") and lives in the database as integer
// cents: no float ever touches an amount. The conversions check their own input too, so a caller
// that skipped the schema gets an error, never a wrong amount: non-negative, at most 13 whole
// digits (decimal 15,2) and 2 decimals.
const DECIMAL_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const MAX_CENTS = 999_999_999_999_999;

export function decimalToCents(decimal: string): number {
  const match = DECIMAL_AMOUNT.exec(decimal);
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(decimal.slice(0, 40))}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) throw new RangeError(`Not an amount in cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest}`;
}

export const optionalCentsToDecimal = (cents: number | null): string | null => (cents === null ? null : centsToDecimal(cents));
export const optionalDecimalToCents = (decimal: string | null): number | null => (decimal === null ? null : decimalToCents(decimal));
