import { describe, expect, test } from "bun:test";
import { jumpPages, PAGE_SIZE, paginate, serverPage, showingText } from "./pagination";

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("paginate", () => {
  test("an empty list is one empty page", () => {
    const page = paginate([], 1);
    expect(page).toMatchObject({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0, hasPrevious: false, hasNext: false });
    expect(showingText(page)).toBe("Showing 0–0 of 0");
  });

  test("10,000 codes render 50 at a time", () => {
    const all = numbers(10_000);
    const first = paginate(all, 1);
    expect(PAGE_SIZE).toBe(50);
    expect(first.items).toHaveLength(50);
    expect(first.pageCount).toBe(200);
    expect(showingText(first)).toBe("Showing 1–50 of 10000");
    const last = paginate(all, 200);
    expect(last.items.at(-1)).toBe(10_000);
    expect(showingText(last)).toBe("Showing 9951–10000 of 10000");
    expect(last.hasNext).toBe(false);
    expect(last.hasPrevious).toBe(true);
  });

  test("a short last page", () => {
    const page = paginate(numbers(55), 2);
    expect(page.items).toEqual([51, 52, 53, 54, 55]);
    expect(showingText(page)).toBe("Showing 51–55 of 55");
  });

  test.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [99, 3],
    [2.7, 2],
  ])("page %p is clamped to %p", (asked, shown) => {
    expect(paginate(numbers(120), asked).page).toBe(shown);
  });

  test("a search that shrinks the list pulls the page back into range", () => {
    expect(paginate(numbers(10), 5)).toMatchObject({ page: 1, from: 1, to: 10 });
  });
});

describe("serverPage", () => {
  test("a page the server cut reads like one cut here", () => {
    const page = serverPage(numbers(5), { total: 30, page: 2, pageSize: 25 });
    expect(page).toMatchObject({ page: 2, pageCount: 2, from: 26, to: 30, total: 30, hasPrevious: true, hasNext: false });
    expect(showingText(page)).toBe("Showing 26–30 of 30");
    expect(serverPage(numbers(25), { total: 30, page: 1, pageSize: 25 })).toMatchObject({
      from: 1,
      to: 25,
      hasNext: true,
      hasPrevious: false,
    });
  });

  test("no rows is Showing 0–0, and a page past the end is clamped", () => {
    expect(showingText(serverPage([], { total: 0, page: 1, pageSize: 25 }))).toBe("Showing 0–0 of 0");
    expect(serverPage([], { total: 10, page: 3, pageSize: 25 })).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
  });
});

describe("jumpPages", () => {
  test("a short list offers every page", () => {
    expect(jumpPages(1, 1)).toEqual([1]);
    expect(jumpPages(100, 40)).toHaveLength(100);
  });

  test("2,000 pages (100,000 codes) offer a few dozen: ends, the current page's neighbours, round numbers", () => {
    const pages = jumpPages(2000, 1234);
    expect(pages.length).toBeLessThan(70);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    for (const page of [1, 2, 3, 100, 1000, 1100, 1140, 1229, 1234, 1239, 1240, 1300, 1330, 1900, 1998, 1999, 2000])
      expect(pages).toContain(page);
    expect(pages).not.toContain(1241);
    expect(pages.every((p) => p >= 1 && p <= 2000)).toBe(true);
  });

  test("the current page is always offered, at the ends too", () => {
    for (const [count, current] of [
      [101, 101],
      [101, 1],
      [5432, 5432],
      [5432, 2717],
      [150, 77],
    ]) {
      expect(jumpPages(count!, current!)).toContain(current!);
    }
  });
});
