// What can happen on a claim, as the deadline clock reads it: each kind by its key (the API's and
// the rule packs') and the words people read.
export const CLAIM_EVENT_WORDS = {
  reported: "Claim reported to the carrier",
  acknowledged: "Carrier acknowledged the claim",
  "proof-of-loss-sent": "Proof of loss sent",
  "items-sent": "All requested items sent",
  accepted: "Carrier accepted the claim",
  denied: "Carrier denied the claim",
  paid: "Carrier paid",
  "demand-sent": "Written demand for payment sent",
  "appraisal-demanded": "Appraisal demanded",
  "appraiser-named": "Policyholder's appraiser named",
  "carrier-appraiser-named": "Carrier's appraiser named",
  "umpire-agreed": "Umpire agreed",
  "crn-filed": "Civil remedy notice filed",
  "pre-suit-notice-sent": "Pre-suit notice sent",
  "catastrophe-declared": "Catastrophe declared",
} as const;

export type ClaimEventKind = keyof typeof CLAIM_EVENT_WORDS;
export const CLAIM_EVENT_KINDS = Object.keys(CLAIM_EVENT_WORDS) as [ClaimEventKind, ...ClaimEventKind[]];

/** What starts a deadline's clock: an event of the claim, or its date of loss. */
export type StartingEvent = ClaimEventKind | "loss";

/** A starting event in words, as the screens and the CLI name it. */
export const startingEventWords = (kind: StartingEvent): string => (kind === "loss" ? "Date of loss" : CLAIM_EVENT_WORDS[kind]);

/**
 * A deadline not started yet, named by the events it waits for:
 * "Not started: waits for 'Claim reported to the carrier'" (two or more joined by "and").
 */
export function notStartedText(waitsFor: readonly { label: string }[]): string {
  const names = waitsFor.map((event) => `'${event.label}'`);
  if (names.length === 0) return "Not started";
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Not started: waits for ${listed}`;
}

/** Who owes a duty. */
export const OWED_BY_WORDS = { carrier: "carrier", policyholder: "policyholder", appraisers: "appraisers" } as const;
export type OwedBy = keyof typeof OWED_BY_WORDS;
export const OWED_BY = Object.keys(OWED_BY_WORDS) as [OwedBy, ...OwedBy[]];

/**
 * The order a claim's events cannot contradict: each pair [earlier, later] says the first `later`
 * may not be dated before the first `earlier` (the same day is fine). A carrier answers a claim
 * that was reported; appraisers are named once appraisal was demanded; an umpire is agreed by two
 * named appraisers. Only the first of a kind counts: items sent again, a second report, do not
 * move what came first. Kinds with no pair here (proof of loss, items sent, a declared
 * catastrophe, a demand) may fall anywhere after the loss.
 */
export const CLAIM_EVENT_ORDER: readonly (readonly [ClaimEventKind, ClaimEventKind])[] = [
  ["reported", "acknowledged"],
  ["reported", "accepted"],
  ["reported", "denied"],
  ["reported", "paid"],
  ["reported", "appraisal-demanded"],
  ["reported", "crn-filed"],
  ["reported", "pre-suit-notice-sent"],
  ["appraisal-demanded", "appraiser-named"],
  ["appraisal-demanded", "carrier-appraiser-named"],
  ["appraisal-demanded", "umpire-agreed"],
  ["appraiser-named", "umpire-agreed"],
  ["carrier-appraiser-named", "umpire-agreed"],
];

/** Kinds that may be dated before the claim's date of loss: a catastrophe is often declared before a storm lands. */
export const BEFORE_LOSS_ALLOWED: readonly ClaimEventKind[] = ["catastrophe-declared"];
