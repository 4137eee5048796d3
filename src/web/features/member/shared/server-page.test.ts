import { expect, test } from "bun:test";
import { showingText } from "#web/components/pagination/pagination";
import { serverPage } from "./server-page";

const entries = (n: number) => Array.from({ length: n }, (_, i) => i);

test("the first of several pages", () => {
  const page = serverPage({ entries: entries(25), total: 60, page: 1, pageSize: 25 });
  expect(page).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 25, hasPrevious: false, hasNext: true });
  expect(showingText(page)).toBe("Showing 1–25 of 60");
});

test("the last, shorter page", () => {
  const page = serverPage({ entries: entries(10), total: 60, page: 3, pageSize: 25 });
  expect(page).toMatchObject({ page: 3, pageCount: 3, from: 51, to: 60, hasPrevious: true, hasNext: false });
});

test("nothing found", () => {
  const page = serverPage({ entries: [], total: 0, page: 1, pageSize: 25 });
  expect(page).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0, total: 0, hasPrevious: false, hasNext: false });
  expect(showingText(page)).toBe("Showing 0–0 of 0");
});

test("a page past the end (the list shrank) reads as empty and offers the way back", () => {
  const page = serverPage({ entries: [], total: 30, page: 4, pageSize: 25 });
  expect(page).toMatchObject({ page: 2, pageCount: 2, from: 0, to: 0, hasPrevious: true, hasNext: false });
});
