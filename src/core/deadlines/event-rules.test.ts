import { describe, expect, test } from "bun:test";
import { CLAIM_EVENT_KINDS, CLAIM_EVENT_ORDER } from "#shared/claim-events";
import { eventRefusal, EVENT_AFTER, EVENT_BEFORE, EVENT_BEFORE_LOSS, EVENT_IN_FUTURE, type DatedEvent } from "./event-rules";

const claim = { dateOfLoss: "2026-03-01", today: "2026-06-15" };

describe("a new event of a claim", () => {
  test("may not be dated after today in the claim's state; today itself is fine", () => {
    expect(eventRefusal(claim, [], { kind: "reported", on: "2026-06-16" })).toBe(EVENT_IN_FUTURE("reported", "2026-06-15"));
    expect(eventRefusal(claim, [], { kind: "reported", on: "2026-06-15" })).toBeNull();
  });

  test("may not be dated before the loss, except a declared catastrophe", () => {
    expect(eventRefusal(claim, [], { kind: "reported", on: "2026-02-28" })).toBe(EVENT_BEFORE_LOSS("reported", "2026-03-01"));
    expect(eventRefusal(claim, [], { kind: "reported", on: "2026-03-01" })).toBeNull();
    expect(eventRefusal(claim, [], { kind: "catastrophe-declared", on: "2026-02-25" })).toBeNull();
  });

  test("an acknowledgement before the report contradicts it, whichever was entered first", () => {
    const reported: DatedEvent[] = [{ kind: "reported", on: "2026-03-10" }];
    expect(eventRefusal(claim, reported, { kind: "acknowledged", on: "2026-03-09" })).toBe(
      EVENT_BEFORE("acknowledged", "reported", "2026-03-10"),
    );
    expect(eventRefusal(claim, reported, { kind: "acknowledged", on: "2026-03-10" })).toBeNull();
    const acknowledged: DatedEvent[] = [{ kind: "acknowledged", on: "2026-03-09" }];
    expect(eventRefusal(claim, acknowledged, { kind: "reported", on: "2026-03-10" })).toBe(
      EVENT_AFTER("reported", "acknowledged", "2026-03-09"),
    );
  });

  test("only the first of a kind counts: a second report after the acknowledgement is fine", () => {
    const events: DatedEvent[] = [
      { kind: "reported", on: "2026-03-05" },
      { kind: "acknowledged", on: "2026-03-09" },
    ];
    expect(eventRefusal(claim, events, { kind: "reported", on: "2026-04-01" })).toBeNull();
  });

  test("payment before the report, a carrier's appraiser before the demand, an umpire before both appraisers: refused", () => {
    const reported: DatedEvent[] = [{ kind: "reported", on: "2026-03-10" }];
    expect(eventRefusal(claim, reported, { kind: "paid", on: "2026-03-05" })).toBe(EVENT_BEFORE("paid", "reported", "2026-03-10"));
    const demanded: DatedEvent[] = [{ kind: "appraisal-demanded", on: "2026-04-01" }];
    expect(eventRefusal(claim, demanded, { kind: "carrier-appraiser-named", on: "2026-03-30" })).toBe(
      EVENT_BEFORE("carrier-appraiser-named", "appraisal-demanded", "2026-04-01"),
    );
    const named: DatedEvent[] = [
      ...demanded,
      { kind: "appraiser-named", on: "2026-04-05" },
      { kind: "carrier-appraiser-named", on: "2026-04-20" },
    ];
    expect(eventRefusal(claim, named, { kind: "umpire-agreed", on: "2026-04-10" })).toBe(
      EVENT_BEFORE("umpire-agreed", "carrier-appraiser-named", "2026-04-20"),
    );
    expect(eventRefusal(claim, named, { kind: "umpire-agreed", on: "2026-04-20" })).toBeNull();
  });

  test("the order table names only known kinds, and never a kind before itself", () => {
    for (const [earlier, later] of CLAIM_EVENT_ORDER) {
      expect(CLAIM_EVENT_KINDS).toContain(earlier);
      expect(CLAIM_EVENT_KINDS).toContain(later);
      expect(earlier).not.toBe(later);
    }
  });
});
