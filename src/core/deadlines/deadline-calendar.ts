// A member's deadlines as an iCalendar feed (RFC 5545) that Google Calendar, Outlook and Apple
// Calendar subscribe to. Each open duty is one all-day event on its due date. The summary names
// the claim by its number and the duty, never an address, a name or an amount: a calendar is
// shared, synced and shown on lock screens.
import ical, { ICalCalendarMethod } from "ical-generator";
import { OWED_BY_WORDS, type OwedBy } from "#shared/claim-events";

export type CalendarDeadline = {
  claimId: string;
  claimNumber: string;
  ruleId: string;
  title: string;
  owedBy: OwedBy;
  /** A calendar date, YYYY-MM-DD, in the claim's state. */
  dueOn: string;
  citation: { text: string; url: string };
  unverified: boolean;
};

/** The feed's text. `now` stamps each event (DTSTAMP); the UID stays the same for a claim's rule, so a moved date updates the entry. */
export function deadlineCalendar(deadlines: readonly CalendarDeadline[], now: Date, host: string): string {
  const calendar = ical({
    name: "AAN claim deadlines",
    prodId: { company: "AAN", product: "claim deadlines", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const deadline of deadlines) {
    calendar.createEvent({
      id: `${deadline.claimId}.${deadline.ruleId}@${host}`,
      // All-day events are written from the date's UTC fields: midnight UTC keeps the calendar date whatever the server's zone.
      start: new Date(`${deadline.dueOn}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: `${deadline.claimNumber}: ${OWED_BY_WORDS[deadline.owedBy]}, ${deadline.title}`,
      description: [
        `Computed from ${deadline.citation.text}; verify with counsel.`,
        deadline.unverified ? "This rule is not yet verified against the official text." : null,
        deadline.citation.url,
      ]
        .filter(Boolean)
        .join("\n"),
    });
  }
  return calendar.toString();
}
