import { describe, expect, test } from "bun:test";
import { focusFirst, focusTitle } from "./focus";

/** Elements by id that record what was done to them. */
function page(ids: string[]) {
  const log: string[] = [];
  const elements = new Map(
    ids.map((id) => [
      id,
      {
        focus: (options?: FocusOptions) => log.push(`focus ${id}${options?.preventScroll ? " (no scroll)" : ""}`),
        scrollIntoView: (options?: ScrollIntoViewOptions) => log.push(`scroll ${id} ${options?.block}`),
      } as unknown as HTMLElement,
    ]),
  );
  return { log, find: (id: string) => elements.get(id) ?? null };
}

describe("focus after a detail opens or closes", () => {
  test("the row's button takes focus back when it is still on the page", () => {
    const { log, find } = page(["row-a", "search"]);
    expect(focusFirst(["row-a", "search"], find)).toBe(true);
    expect(log).toEqual(["focus row-a"]);
  });

  test("a row that is gone hands focus to the fallback", () => {
    const { log, find } = page(["search"]);
    expect(focusFirst(["row-a", "search"], find)).toBe(true);
    expect(log).toEqual(["focus search"]);
  });

  test("nothing found: nothing focused", () => {
    const { log, find } = page([]);
    expect(focusFirst(["row-a"], find)).toBe(false);
    expect(log).toEqual([]);
  });

  test("a title takes focus without a jump, then comes into view only as far as needed", () => {
    const { log, find } = page(["title"]);
    focusTitle("title", find);
    expect(log).toEqual(["focus title (no scroll)", "scroll title nearest"]);
  });
});
