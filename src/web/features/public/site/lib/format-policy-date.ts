// "Last Updated" dates: the setting is a calendar day (YYYY-MM-DD), shown as that day whatever the
// visitor's time zone, in US English ("November 28, 2026"). Written out rather than through Intl:
// a page's first Intl formatter loads ICU's data, a long task on a phone (decision 0150).

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export function formatPolicyDate(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * "Last Updated" as the page shows it: the operator's day when it is a real one, else the day the
 * text in code last changed (spec README decision 7). A settings answer that failed to load also
 * falls back to the code's day, which is true of the text the visitor is reading.
 */
export function policyDateText(operatorDay: string, lastChanged: string): string {
  return formatPolicyDate(operatorDay) ?? formatPolicyDate(lastChanged) ?? lastChanged;
}
