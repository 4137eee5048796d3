import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { codeCountsQueryOptions, codePageQueryOptions } from "./invitation-codes-api";

const page = { success: true, items: [], page: 1, pageSize: 25, total: 0, counts: {} };

test("a page always asks with status, page and size (the bare URL answers the whole lists)", async () => {
  expect(await askedUrl(codePageQueryOptions({ status: "unused", q: "", page: 2 }), page)).toBe(
    "/api/admin/invitation-codes?status=unused&page=2&pageSize=50",
  );
  expect(await askedUrl(codePageQueryOptions({ status: "all", q: "AB", page: 1 }), page)).toBe(
    "/api/admin/invitation-codes?status=all&q=AB&page=1&pageSize=50",
  );
  expect(await askedUrl(codeCountsQueryOptions(), page)).toBe("/api/admin/invitation-codes?status=all&page=1&pageSize=1");
});
