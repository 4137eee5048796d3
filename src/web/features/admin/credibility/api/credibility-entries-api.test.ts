import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { credibilityPageQueryOptions } from "./credibility-entries-api";

test("a page always asks with page and size (the bare URL answers the spec's full list)", async () => {
  const page = { success: true, items: [], page: 1, pageSize: 25, total: 0 };
  expect(await askedUrl(credibilityPageQueryOptions({ q: "", page: 1 }), page)).toBe("/api/admin/credibility-entries?page=1&pageSize=50");
  expect(await askedUrl(credibilityPageQueryOptions({ q: "roof", page: 4 }), page)).toBe(
    "/api/admin/credibility-entries?q=roof&page=4&pageSize=50",
  );
});
