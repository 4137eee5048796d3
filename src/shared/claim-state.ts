// A claim's state: the two capital letters of a US state (or DC, PR), which decide its deadline
// rules and the calendar its dates are counted in. Members rarely type it: it is read from the
// property address when the address ends like a US address does (", Austin, TX" or
// ", Austin, TX 78701"), and the member or an admin can set it afterwards.

/** Each state's time zone for "today" (the zone most of its people live in; a pack names its own). */
export const STATE_TIME_ZONES = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  PR: "America/Puerto_Rico",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
} as const;

export type ClaimState = keyof typeof STATE_TIME_ZONES;
export const CLAIM_STATES = Object.keys(STATE_TIME_ZONES) as [ClaimState, ...ClaimState[]];

export const isClaimState = (text: string): text is ClaimState => Object.hasOwn(STATE_TIME_ZONES, text);

/** A claim without a state is counted in the zone whose day starts first, so no date is refused as "in the future" that is today somewhere. */
export const NO_STATE_TIME_ZONE = "America/Puerto_Rico";

export const timeZoneOfState = (state: string | null): string =>
  state && isClaimState(state) ? STATE_TIME_ZONES[state] : NO_STATE_TIME_ZONE;

export const CLAIM_STATE_MESSAGE = "State must be the two capital letters of a US state, such as TX";

// ", <city>, <state>" at the end, then at most a ZIP code (5 digits, or ZIP+4).
const ADDRESS_ENDING = /,\s*[^,\s][^,]*,\s*([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/;

/** The state an address ends with (", Austin, TX", ", Austin, TX 78701"), or null when it ends otherwise. */
export function stateFromAddress(address: string): ClaimState | null {
  const match = ADDRESS_ENDING.exec(address.trim());
  const letters = match?.[1]?.toUpperCase();
  return letters && isClaimState(letters) ? letters : null;
}
