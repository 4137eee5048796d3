import { describe, expect, test } from "bun:test";
import { PAGE_NUMBER_MESSAGE, PAGE_SIZE_DEFAULT, PAGE_SIZE_MESSAGE, pageOffset, pageQuerySchema } from "./paging";

describe("page query", () => {
  test("defaults: page 1 of PAGE_SIZE_DEFAULT, no search; numbers come as query text", () => {
    expect(pageQuerySchema.parse({})).toEqual({ q: undefined, page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect(pageQuerySchema.parse({ q: "  roof ", page: "3", pageSize: "20" })).toEqual({ q: "roof", page: 3, pageSize: 20 });
    expect(pageQuerySchema.parse({ q: "   " }).q).toBeUndefined();
  });

  test.each([
    [{ page: "0" }, PAGE_NUMBER_MESSAGE],
    [{ page: "1.5" }, PAGE_NUMBER_MESSAGE],
    [{ pageSize: "201" }, PAGE_SIZE_MESSAGE],
    [{ pageSize: "x" }, PAGE_SIZE_MESSAGE],
    [{ q: "x".repeat(101) }, "Search must be at most 100 characters"],
  ])("%p → %p", (query, message) => {
    expect(pageQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });

  test("offset of page 3 of 20 is 40", () => {
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
  });
});
