import { describe, expect, test } from "bun:test";
import { notStartedText, startingEventWords } from "./claim-events";

describe("a deadline not started names what it waits for", () => {
  test("one event, in the words the timeline uses", () => {
    expect(notStartedText([{ label: startingEventWords("reported") }])).toBe("Not started: waits for 'Claim reported to the carrier'");
  });

  test("two or more, joined as a sentence", () => {
    const both = ["appraiser-named", "carrier-appraiser-named"] as const;
    expect(notStartedText(both.map((kind) => ({ label: startingEventWords(kind) })))).toBe(
      "Not started: waits for 'Policyholder's appraiser named' and 'Carrier's appraiser named'",
    );
    expect(notStartedText([{ label: "A" }, { label: "B" }, { label: "C" }])).toBe("Not started: waits for 'A', 'B' and 'C'");
  });

  test("the date of loss has words of its own; nothing named says only that it has not started", () => {
    expect(startingEventWords("loss")).toBe("Date of loss");
    expect(notStartedText([])).toBe("Not started");
  });
});
