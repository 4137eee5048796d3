// What a new event may not say about a claim: a pure function of the claim's date of loss, its
// other events, the candidate and today in the claim's state. Each refusal is one sentence in the
// words people read (src/shared/claim-events.ts), the API's 400, the CLI's message.
import { BEFORE_LOSS_ALLOWED, CLAIM_EVENT_ORDER, CLAIM_EVENT_WORDS, type ClaimEventKind } from "#shared/claim-events";
import type { CivilDate } from "#shared/civil-date";

export type DatedEvent = { kind: ClaimEventKind; on: CivilDate };

export const EVENT_IN_FUTURE = (kind: ClaimEventKind, today: CivilDate) =>
  `${CLAIM_EVENT_WORDS[kind]} cannot be dated after today (${today} in the claim's state)`;
export const EVENT_BEFORE_LOSS = (kind: ClaimEventKind, dateOfLoss: CivilDate) =>
  `${CLAIM_EVENT_WORDS[kind]} cannot be dated before the date of loss (${dateOfLoss})`;
export const EVENT_BEFORE = (kind: ClaimEventKind, earlier: ClaimEventKind, on: CivilDate) =>
  `${CLAIM_EVENT_WORDS[kind]} cannot be dated before ${CLAIM_EVENT_WORDS[earlier].toLowerCase()} (${on})`;
export const EVENT_AFTER = (kind: ClaimEventKind, later: ClaimEventKind, on: CivilDate) =>
  `${CLAIM_EVENT_WORDS[kind]} cannot be dated after ${CLAIM_EVENT_WORDS[later].toLowerCase()} (${on}), which comes after it`;

function firstOf(events: readonly DatedEvent[], kind: ClaimEventKind): CivilDate | undefined {
  let first: CivilDate | undefined;
  for (const event of events) if (event.kind === kind && (!first || event.on < first)) first = event.on;
  return first;
}

/**
 * Why `candidate` cannot join `events`, or null when it may. Every event is something that
 * happened, so none is dated after today; none before the loss but a declared catastrophe; and
 * with it added, the first of each kind keeps the order of CLAIM_EVENT_ORDER.
 */
export function eventRefusal(
  claim: { dateOfLoss: CivilDate; today: CivilDate },
  events: readonly DatedEvent[],
  candidate: DatedEvent,
): string | null {
  const { kind, on } = candidate;
  if (on > claim.today) return EVENT_IN_FUTURE(kind, claim.today);
  if (on < claim.dateOfLoss && !BEFORE_LOSS_ALLOWED.includes(kind)) return EVENT_BEFORE_LOSS(kind, claim.dateOfLoss);
  const all = [...events, candidate];
  for (const [earlier, later] of CLAIM_EVENT_ORDER) {
    if (earlier !== kind && later !== kind) continue;
    const earlierOn = firstOf(all, earlier);
    const laterOn = firstOf(all, later);
    if (!earlierOn || !laterOn || earlierOn <= laterOn) continue;
    return kind === later ? EVENT_BEFORE(kind, earlier, earlierOn) : EVENT_AFTER(kind, later, laterOn);
  }
  return null;
}
