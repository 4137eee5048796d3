// How a search text is looked up (decision 0049): the plan only, not its answers (those are
// compared with the shared search rules in tests/integration/*-pages.test.ts).
import { describe, expect, test } from "bun:test";
import { textSearchFor } from "./trigram-search";

const common = new Set(["con", "ont", "ntr", "tra", "rac", "act", "cto", "tor", "or ", " 42"]);

describe("textSearchFor", () => {
  test("shorter than a trigram: LIKE, its wildcards and escape character taken literally", () => {
    expect(textSearchFor("4%", common)).toEqual({ kind: "like", like: "%4\\%%" });
    expect(textSearchFor("_\\", common)).toEqual({ kind: "like", like: "%\\_\\\\%" });
    expect(textSearchFor("ñá", common)).toEqual({ kind: "like", like: "%ñá%" });
  });

  test("common and rare trigrams: only the rare ones are looked up (each once, lower case), and LIKE checks the whole text", () => {
    expect(textSearchFor("Contractor 4242", common)).toEqual({
      kind: "rare",
      match: '"r 4" AND "424" AND "242"',
      like: "%Contractor 4242%",
    });
    expect(textSearchFor('con"x%', common)).toEqual({ kind: "rare", match: '"on""" AND "n""x" AND """x%"', like: '%con"x\\%%' });
  });

  test("every trigram common, or every one rare: the whole text as one phrase", () => {
    expect(textSearchFor("contractor", common)).toEqual({ kind: "phrase", match: '"contractor"' });
    expect(textSearchFor("Roofer 17", common)).toEqual({ kind: "phrase", match: '"Roofer 17"' });
    expect(textSearchFor('say "hi"', common)).toEqual({ kind: "phrase", match: '"say ""hi"""' });
  });

  test("beyond ASCII: one phrase, so the index's own any-case rule decides (LIKE's is ASCII only)", () => {
    expect(textSearchFor("Contractor Ñandú", common)).toEqual({ kind: "phrase", match: '"Contractor Ñandú"' });
  });
});
