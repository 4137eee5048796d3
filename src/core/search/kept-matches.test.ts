import { describe, expect, test } from "bun:test";
import { makeTestContext } from "../../../tests/helpers/context";
import { createKeptMatches } from "./kept-matches";

describe("kept matches", () => {
  test("found once per version and key; a new version finds again", () => {
    const { db } = makeTestContext();
    const kept = createKeptMatches({ rowids: 100 });
    let finds = 0;
    const find = () => (finds++, [3, 2, 1]);
    expect(Array.from(kept(db, "v1", "a", find))).toEqual([3, 2, 1]);
    kept(db, "v1", "a", find);
    expect(finds).toBe(1);
    kept(db, "v2", "a", find);
    expect(finds).toBe(2);
  });

  test("past the limits the least recently used go first, never the one just asked for", () => {
    const { db } = makeTestContext();
    const kept = createKeptMatches({ rowids: 4, lists: 2 });
    const finds: string[] = [];
    const ask = (key: string, size: number) => kept(db, "v", key, () => (finds.push(key), Array.from({ length: size }, (_, i) => i)));
    ask("a", 1);
    ask("b", 1);
    ask("a", 1); // a is now the most recent
    ask("c", 1); // two lists at most: b goes
    ask("a", 1);
    ask("b", 1);
    expect(finds).toEqual(["a", "b", "c", "b"]);
    ask("big", 10); // over the rowid limit alone: the others go, it stays
    ask("big", 10);
    expect(finds.at(-1)).toBe("big");
    expect(finds.filter((k) => k === "big")).toHaveLength(1);
  });
});
