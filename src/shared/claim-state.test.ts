import { describe, expect, test } from "bun:test";
import { stateFromAddress, timeZoneOfState } from "./claim-state";

describe("a claim's state read from its address", () => {
  test.each([
    ["12 Oak St, Austin, TX", "TX"],
    ["12 Oak St, Austin, tx", "TX"],
    ["12 Oak St, Austin, TX 78701", "TX"],
    ["12 Oak St, Austin, TX 78701-1234", "TX"],
    ["  4 Elm Rd, Apt 2, Tampa, FL 33601  ", "FL"],
    ["9 Pine Ave, Brooklyn,NY", "NY"],
  ])("%p ends with %p", (address, state) => {
    expect<string | null>(stateFromAddress(address)).toBe(state);
  });

  test.each([
    ["12 Oak St, Houston TX", "no comma before the letters"],
    ["Austin, TX", "no city before the letters: only one part"],
    ["12 Oak St, Austin, Texas", "a name, not the two letters"],
    ["12 Oak St, Paris, FR", "letters of no US state"],
    ["12 Oak St, Austin, TX 7870", "a ZIP code of four digits"],
    ["12 Oak St, Austin, TX, USA", "a country after the state"],
  ])("%p has none (%s)", (address) => {
    expect(stateFromAddress(address)).toBeNull();
  });

  test("a state's time zone, and the earliest one for a claim without a state", () => {
    expect(timeZoneOfState("TX")).toBe("America/Chicago");
    expect(timeZoneOfState(null)).toBe("America/Puerto_Rico");
  });
});
