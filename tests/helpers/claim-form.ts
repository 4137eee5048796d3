// The claim a member files in tests, as the new-claim form sends it; `more` adds or changes fields
// (a claim number, an amount) for the tests that need them.
export const claimForm = (more: Record<string, unknown> = {}) => ({
  propertyAddress: "12 Oak St, Houston TX",
  homeowner: "Pat Owner",
  col: "2026-05-01",
  dol: "2026-05-02",
  inspectionStatus: "pending",
  serviceRequestType: "estimate",
  ...more,
});
