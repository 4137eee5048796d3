import { describe, expect, test } from "bun:test";
import { daysBetween } from "#shared/civil-date";
import { countdownText, deadlineTone, dueCountdownText, dutyText, nextOpenDeadline, todayInState } from "./deadline-words";

const base = { owedBy: "carrier" as const, title: "Accept or reject the claim in writing" };

describe("deadline words", () => {
  test("who owes it, then what, in lower case after the colon", () => {
    expect(dutyText(base)).toBe("carrier: accept or reject the claim in writing");
    expect(dutyText({ owedBy: "policyholder", title: "Send the proof of loss" })).toBe("policyholder: send the proof of loss");
  });

  test("the countdown in words for every status", () => {
    const today = "2026-11-29";
    expect(countdownText({ ...base, status: "upcoming", dueOn: "2026-12-03" }, today)).toBe("due in 4 days");
    expect(countdownText({ ...base, status: "upcoming", dueOn: "2026-11-30" }, today)).toBe("due in 1 day");
    expect(countdownText({ ...base, status: "due-today", dueOn: today }, today)).toBe("due today");
    expect(countdownText({ ...base, status: "overdue", dueOn: "2026-11-26" }, today)).toBe("3 days overdue");
    expect(countdownText({ ...base, status: "met", dueOn: "2026-11-26", metOn: "2026-11-02" }, today)).toBe("met on 2026-11-02");
    expect(countdownText({ ...base, status: "missed", dueOn: "2026-11-02", metOn: "2026-11-04" }, today)).toBe("missed: met 2 days late");
    expect(countdownText({ ...base, status: "not-started" }, today)).toBe("Not started");
    const waitsFor = [{ kind: "reported", label: "Claim reported to the carrier" }];
    expect(countdownText({ ...base, status: "not-started", waitsFor }, today)).toBe(
      "Not started: waits for 'Claim reported to the carrier'",
    );
  });

  test("a browser a day behind the claim's state never says 'due in 0 days' or '0 days overdue'", () => {
    expect(countdownText({ ...base, status: "upcoming", dueOn: "2026-11-29" }, "2026-11-29")).toBe("due in 1 day");
    expect(countdownText({ ...base, status: "overdue", dueOn: "2026-11-29" }, "2026-11-29")).toBe("1 day overdue");
  });

  test("overdue carrier duties are red, the policyholder's own amber, the rest plain", () => {
    expect(deadlineTone({ owedBy: "carrier", status: "overdue" })).toBe("danger");
    expect(deadlineTone({ owedBy: "carrier", status: "missed" })).toBe("danger");
    expect(deadlineTone({ owedBy: "policyholder", status: "overdue" })).toBe("warn");
    expect(deadlineTone({ owedBy: "appraisers", status: "overdue" })).toBe("warn");
    expect(deadlineTone({ owedBy: "carrier", status: "upcoming" })).toBeUndefined();
    expect(deadlineTone({ owedBy: "carrier", status: "met" })).toBeUndefined();
  });

  test("the next open deadline is the one due first, met and unstarted ones left out", () => {
    type Row = Parameters<typeof nextOpenDeadline>[0][number];
    const rows: Row[] = [
      { ...base, status: "met" as const, dueOn: "2026-11-01", metOn: "2026-10-30" },
      { ...base, status: "upcoming" as const, dueOn: "2026-12-10" },
      { ...base, status: "overdue" as const, dueOn: "2026-11-20" },
      { ...base, status: "not-started" as const, dueOn: undefined },
    ];
    expect(nextOpenDeadline(rows)?.dueOn).toBe("2026-11-20");
    expect(nextOpenDeadline([rows[0]!, rows[3]!])).toBeUndefined();
  });

  test("a due list's row counts its days from today in its claim's state, not the browser's", () => {
    // 03:30 UTC on Nov 30: still Nov 29 in Texas and in California, already Nov 30 in UTC.
    const now = new Date("2026-11-30T03:30:00Z");
    const row = { ...base, status: "upcoming" as const, dueOn: "2026-12-03" };
    expect(dueCountdownText({ ...row, state: "TX" }, now)).toBe("due in 4 days");
    expect(dueCountdownText({ ...row, state: "CA" }, now)).toBe("due in 4 days");
    // 05:30 UTC: Nov 30 in New York, still Nov 29 in California.
    const later = new Date("2026-11-30T05:30:00Z");
    expect(dueCountdownText({ ...row, state: "NY" }, later)).toBe("due in 3 days");
    expect(dueCountdownText({ ...row, state: "CA" }, later)).toBe("due in 4 days");
  });

  test("today is the calendar date in the claim's state, not in UTC", () => {
    const lateEveningInTexas = new Date("2026-11-30T03:00:00Z");
    expect(todayInState("TX", lateEveningInTexas)).toBe("2026-11-29");
    expect(todayInState("NY", lateEveningInTexas)).toBe("2026-11-29");
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
  });
});
