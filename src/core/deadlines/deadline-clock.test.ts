// Golden dates of the deadline clock, each worked out by hand from the calendar and the rule's
// text (the comment under each says how), never by running the clock.
import { describe, expect, test } from "bun:test";
import type { ClaimEventKind } from "#shared/claim-events";
import { claimClock, type ClaimEvent, type ClockInput } from "./deadline-clock";
import { shippedRulePacks } from "./rule-packs";

const packs = shippedRulePacks();
const events = (...pairs: [ClaimEventKind, string][]): ClaimEvent[] => pairs.map(([kind, on]) => ({ kind, on }));
const clock = (input: Partial<ClockInput> & { state: string }) =>
  claimClock(packs, { dateOfLoss: null, events: [], today: "2026-11-28", ...input });
const deadline = (input: Partial<ClockInput> & { state: string }, ruleId: string) => {
  const found = clock(input).deadlines.find((d) => d.ruleId === ruleId);
  if (!found) throw new Error(`no deadline ${ruleId}`);
  return found;
};

describe("business days", () => {
  test("over a weekend: 5 business days after a Wednesday is the next Wednesday", () => {
    // Thu 12 (1), Fri 13 (2), Mon 16 (3), Tue 17 (4), Wed 18 (5).
    expect(deadline({ state: "TX", events: events(["accepted", "2026-03-11"]) }, "tx-542-057-pay").dueOn).toBe("2026-03-18");
  });

  test("over Thanksgiving in Texas: the Thursday and the Friday after are both skipped", () => {
    // From Fri Nov 20: Mon 23 (1), Tue 24 (2), Wed 25 (3), Thu 26 and Fri 27 holidays, Mon 30 (4),
    // Dec 1-4 (5-8), Dec 7-11 (9-13), Mon 14 (14), Tue 15 (15).
    const accept = deadline({ state: "TX", events: events(["items-sent", "2026-11-20"]) }, "tx-542-056-accept-or-reject");
    expect(accept.dueOn).toBe("2026-12-15");
  });

  test("over Thanksgiving in New York: only the Thursday is skipped, so the same window ends a day sooner", () => {
    // From Fri Nov 20: 23, 24, 25 (1-3), Thu 26 holiday, Fri 27 (4), Mon 30 (5), Dec 1-4 (6-9),
    // Dec 7-11 (10-14), Mon 14 (15).
    const accept = deadline({ state: "NY", events: events(["items-sent", "2026-11-20"]) }, "ny-216-6-accept-or-reject");
    expect(accept.dueOn).toBe("2026-12-14");
  });

  test("Texas keeps December 24 and 26 as holidays: a window across Christmas skips three weekdays", () => {
    // 2025: Dec 24 Wed, 25 Thu, 26 Fri are holidays. From Mon Dec 22: Tue 23 (1), Mon 29 (2),
    // Tue 30 (3), Wed 31 (4), Thu Jan 1 holiday, Fri Jan 2 (5).
    expect(deadline({ state: "TX", events: events(["accepted", "2025-12-22"]) }, "tx-542-057-pay").dueOn).toBe("2026-01-02");
  });
});

describe("calendar days and months", () => {
  test("Florida's acknowledgement window: 14 days for a claim reported before the change, 7 after", () => {
    expect(deadline({ state: "FL", events: events(["reported", "2022-12-01"]) }, "fl-627-70131-acknowledge-14").dueOn).toBe("2022-12-15");
    const after = clock({ state: "FL", events: events(["reported", "2023-01-10"]) });
    expect(after.deadlines.find((d) => d.ruleId === "fl-627-70131-acknowledge-7")?.dueOn).toBe("2023-01-17");
    expect(after.deadlines.some((d) => d.ruleId === "fl-627-70131-acknowledge-14")).toBe(false);
  });

  test("Florida's pay-or-deny window: 90 days before the change, 60 after", () => {
    // Dec 1 + 90: Dec 31 is +30, Jan 31 +61, Feb 28 +89, Mar 1 +90.
    expect(deadline({ state: "FL", events: events(["reported", "2022-12-01"]) }, "fl-627-70131-pay-or-deny-90").dueOn).toBe("2023-03-01");
    // Jan 10 + 60: Jan 31 is +21, Feb 28 +49, Mar 11 +60.
    expect(deadline({ state: "FL", events: events(["reported", "2023-01-10"]) }, "fl-627-70131-pay-or-deny-60").dueOn).toBe("2023-03-11");
  });

  test("a declared catastrophe gives Texas carriers 15 more days", () => {
    const plain = deadline({ state: "TX", events: events(["reported", "2026-06-01"]) }, "tx-542-055-acknowledge");
    expect(plain.dueOn).toBe("2026-06-16");
    const declared = deadline(
      { state: "TX", events: events(["catastrophe-declared", "2026-05-30"], ["reported", "2026-06-01"]) },
      "tx-542-055-acknowledge",
    );
    expect(declared.dueOn).toBe("2026-07-01");
  });

  test("February in a leap year: 40 days from Feb 10 runs through the 29th", () => {
    // 2024: Feb 29 is +19, Mar 21 +40. 2023: Feb 28 is +18, Mar 22 +40.
    expect(deadline({ state: "CA", events: events(["proof-of-loss-sent", "2024-02-10"]) }, "ca-2695-7-accept-or-deny").dueOn).toBe(
      "2024-03-21",
    );
    expect(deadline({ state: "CA", events: events(["proof-of-loss-sent", "2023-02-10"]) }, "ca-2695-7-accept-or-deny").dueOn).toBe(
      "2023-03-22",
    );
  });

  test("a year from February 29 ends on February 28", () => {
    expect(deadline({ state: "FL", dateOfLoss: "2024-02-29" }, "fl-627-70132-notice-of-claim").dueOn).toBe("2025-02-28");
  });
});

describe("a period ending on a weekend day or a holiday", () => {
  test("runs to the next business day where the state's law says so: Texas, after a Sunday and after Emancipation Day", () => {
    // Sat Jun 6 + 15 = Sun Jun 21 → Mon Jun 22.
    expect(deadline({ state: "TX", events: events(["reported", "2026-06-06"]) }, "tx-542-055-acknowledge").dueOn).toBe("2026-06-22");
    // Thu Jun 4 + 15 = Fri Jun 19, Emancipation Day in Texas → Mon Jun 22.
    expect(deadline({ state: "TX", events: events(["reported", "2026-06-04"]) }, "tx-542-055-acknowledge").dueOn).toBe("2026-06-22");
  });

  test("California: 40 days from Mon Mar 2 end on Sat Apr 11, so Mon Apr 13", () => {
    expect(deadline({ state: "CA", events: events(["proof-of-loss-sent", "2026-03-02"]) }, "ca-2695-7-accept-or-deny").dueOn).toBe(
      "2026-04-13",
    );
  });

  test("stays where it falls where no such rule was verified: Florida's 7 days from a Saturday end on a Saturday", () => {
    expect(deadline({ state: "FL", events: events(["reported", "2026-06-06"]) }, "fl-627-70131-acknowledge-7").dueOn).toBe("2026-06-13");
  });
});

describe("status", () => {
  const texas = (today: string, ...pairs: [ClaimEventKind, string][]) =>
    deadline({ state: "TX", today, events: events(...pairs) }, "tx-542-055-acknowledge");

  test("before, on and after the due day, and once met or met late", () => {
    expect(texas("2026-06-15", ["reported", "2026-06-01"]).status).toBe("upcoming");
    expect(texas("2026-06-16", ["reported", "2026-06-01"]).status).toBe("due-today");
    expect(texas("2026-06-17", ["reported", "2026-06-01"]).status).toBe("overdue");
    expect(texas("2026-06-17", ["reported", "2026-06-01"], ["acknowledged", "2026-06-16"])).toMatchObject({
      status: "met",
      metOn: "2026-06-16",
    });
    expect(texas("2026-06-30", ["reported", "2026-06-01"], ["acknowledged", "2026-06-20"])).toMatchObject({
      status: "missed",
      metOn: "2026-06-20",
      dueOn: "2026-06-16",
    });
    expect(texas("2026-06-30")).toMatchObject({ status: "not-started" });
    expect(texas("2026-06-30").dueOn).toBeUndefined();
  });

  test("events entered out of order give the same clock", () => {
    const inOrder = events(["reported", "2026-06-01"], ["items-sent", "2026-06-10"], ["accepted", "2026-06-20"], ["paid", "2026-06-24"]);
    const shuffled = [inOrder[3]!, inOrder[0]!, inOrder[2]!, inOrder[1]!];
    expect(clock({ state: "TX", events: shuffled })).toEqual(clock({ state: "TX", events: inOrder }));
    expect(clock({ state: "TX", events: inOrder }).deadlines.map((d) => [d.ruleId, d.status])).toEqual([
      ["tx-542-055-acknowledge", "overdue"],
      ["tx-542-057-pay", "met"],
      ["tx-542-056-accept-or-reject", "met"],
      ["tx-542-058-delay", "met"],
      ["policy-appraisal-carrier-appraiser", "not-started"],
      ["policy-appraisal-policyholder-appraiser", "not-started"],
      ["policy-appraisal-umpire", "not-started"],
    ]);
  });

  test("items sent again start the window again, from the latest", () => {
    const again = deadline({ state: "TX", events: events(["items-sent", "2026-03-02"], ["items-sent", "2026-03-11"]) }, "tx-542-058-delay");
    expect(again.startsOn).toBe("2026-03-11");
  });

  test("the umpire's window starts once both appraisers are named, from the later", () => {
    const umpire = deadline(
      {
        state: "GA",
        events: events(["appraisal-demanded", "2026-04-01"], ["carrier-appraiser-named", "2026-04-18"], ["appraiser-named", "2026-04-10"]),
      },
      "policy-appraisal-umpire",
    );
    expect(umpire).toMatchObject({ startsOn: "2026-04-18", dueOn: "2026-05-03", owedBy: "appraisers" });
  });

  test("a state without a pack: said so, and the policy form's clauses still count", () => {
    const ohio = clock({ state: "OH", events: events(["appraisal-demanded", "2026-04-01"]) });
    expect(ohio.stateHasRules).toBe(false);
    expect(ohio.deadlines.map((d) => d.ruleId)).toEqual([
      "policy-appraisal-carrier-appraiser",
      "policy-appraisal-policyholder-appraiser",
      "policy-appraisal-umpire",
    ]);
  });

  test("every deadline carries its citation, and says whether its text was verified", () => {
    for (const d of clock({ state: "TX", events: events(["reported", "2026-06-01"]) }).deadlines) {
      expect(d.citation.url).toStartWith("http");
      expect(d.unverified).toBe(d.verifiedOn === undefined);
    }
  });
});

describe("a deadline not started", () => {
  test("names the starting events not recorded yet, in words; a started one names none", () => {
    const waiting = deadline({ state: "TX", dateOfLoss: "2026-11-01" }, "tx-542-055-acknowledge");
    expect(waiting).toMatchObject({ status: "not-started", waitsFor: [{ kind: "reported", label: "Claim reported to the carrier" }] });
    const started = deadline(
      { state: "TX", dateOfLoss: "2026-11-01", events: events(["reported", "2026-11-02"]) },
      "tx-542-055-acknowledge",
    );
    expect(started.waitsFor).toBeUndefined();
  });

  test("an umpire waits for both appraisers, then only for the one still missing", () => {
    const input = { state: "TX", dateOfLoss: "2026-11-01" };
    expect(deadline(input, "policy-appraisal-umpire").waitsFor?.map((e) => e.kind)).toEqual(["appraiser-named", "carrier-appraiser-named"]);
    const one = deadline(
      { ...input, events: events(["appraisal-demanded", "2026-11-05"], ["appraiser-named", "2026-11-06"]) },
      "policy-appraisal-umpire",
    );
    expect(one.waitsFor).toEqual([{ kind: "carrier-appraiser-named", label: "Carrier's appraiser named" }]);
  });
});
