import { describe, expect, test } from "bun:test";
import { listView } from "./list-view";

describe("a list's face", () => {
  test("loading first, then failed only with nothing to show, then empty or rows", () => {
    expect(listView({ isPending: true, isError: false, data: undefined }, true)).toBe("loading");
    expect(listView({ isPending: false, isError: true, data: undefined }, true)).toBe("failed");
    expect(listView({ isPending: false, isError: false, data: { items: [] } }, true)).toBe("empty");
    expect(listView({ isPending: false, isError: false, data: { items: [1] } }, false)).toBe("rows");
  });

  test("a reload that fails keeps the rows it had on screen", () => {
    expect(listView({ isPending: false, isError: true, data: { items: [1] } }, false)).toBe("rows");
  });
});
