// The feed read back by ical.js, a real iCalendar parser: what a calendar application imports.
import { describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { deadlineCalendar, type CalendarDeadline } from "./deadline-calendar";

const ACKNOWLEDGE: CalendarDeadline = {
  claimId: "8d7c0a52-4b4e-4c1e-9d0a-2f4f3c1b9e01",
  claimNumber: "AAN-2026-0042",
  ruleId: "tx-542.055-acknowledge",
  title: "Acknowledge the claim, begin the investigation and request items",
  owedBy: "carrier",
  dueOn: "2026-12-03",
  citation: { text: "Tex. Ins. Code § 542.055", url: "https://statutes.capitol.texas.gov/Docs/IN/htm/IN.542.htm#542.055" },
  unverified: false,
};
const PROOF: CalendarDeadline = {
  ...ACKNOWLEDGE,
  ruleId: "fl-proof-of-loss",
  title: "Send the proof of loss",
  owedBy: "policyholder",
  dueOn: "2027-01-01",
  unverified: true,
};
const NOW = new Date("2026-11-29T01:30:00Z");

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe("deadlineCalendar", () => {
  test("each deadline is one all-day event on its due date, with the claim number and the duty only", () => {
    const calendar = parse(deadlineCalendar([ACKNOWLEDGE, PROOF], NOW, "aan.example.com"));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => e.summary)).toEqual([
      "AAN-2026-0042: carrier, Acknowledge the claim, begin the investigation and request items",
      "AAN-2026-0042: policyholder, Send the proof of loss",
    ]);
    expect(events.map((e) => [e.startDate.isDate, e.startDate.toString()])).toEqual([
      [true, "2026-12-03"],
      [true, "2027-01-01"],
    ]);
    expect(events.map((e) => e.uid)).toEqual([
      "8d7c0a52-4b4e-4c1e-9d0a-2f4f3c1b9e01.tx-542.055-acknowledge@aan.example.com",
      "8d7c0a52-4b4e-4c1e-9d0a-2f4f3c1b9e01.fl-proof-of-loss@aan.example.com",
    ]);
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-29T01:30:00Z");
    }
    expect(events[0]!.description).toContain("Computed from Tex. Ins. Code § 542.055; verify with counsel.");
    expect(events[1]!.description).toContain("not yet verified");
  });

  test("the text is what importers require: CRLF line ends and lines folded at 75 octets", () => {
    const text = deadlineCalendar([ACKNOWLEDGE, PROOF], NOW, "aan.example.com");
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.some((line) => line.includes("\n"))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
  });

  test("the due date stays the calendar date in any server time zone", () => {
    const before = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
        process.env.TZ = zone;
        const event = new ICAL.Event(parse(deadlineCalendar([ACKNOWLEDGE], NOW, "h")).getFirstSubcomponent("vevent")!);
        expect(event.startDate.toString()).toBe("2026-12-03");
      }
    } finally {
      process.env.TZ = before;
    }
  });

  test("no deadline is a valid, empty calendar", () => {
    const calendar = parse(deadlineCalendar([], NOW, "h"));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});
