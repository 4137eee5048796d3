// Money crosses the API as decimal strings ("52000.00") and lives in the database as integer
// cents: no float ever touches an amount.
export function decimalToCents(decimal: string): number {
  const [whole, fraction = ""] = decimal.split(".");
  return Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
}

export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest}`;
}

export const optionalCentsToDecimal = (cents: number | null): string | null => (cents === null ? null : centsToDecimal(cents));
export const optionalDecimalToCents = (decimal: string | null): number | null => (decimal === null ? null : decimalToCents(decimal));
