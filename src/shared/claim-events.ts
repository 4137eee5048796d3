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

/** Who owes a duty. */
export const OWED_BY_WORDS = { carrier: "carrier", policyholder: "policyholder", appraisers: "appraisers" } as const;
export type OwedBy = keyof typeof OWED_BY_WORDS;
export const OWED_BY = Object.keys(OWED_BY_WORDS) as [OwedBy, ...OwedBy[]];
