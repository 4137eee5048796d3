import { expect, test } from "bun:test";
import { askedUrl } from "#web/lib/testing/asked-url";
import { memberCredibilityQueryOptions } from "./member-credibility-api";

test.each([
  [{ q: "", page: 1 }, "/api/credibility-entries"],
  [{ q: "  roof ", page: 1 }, "/api/credibility-entries?q=roof"],
  [{ q: "", page: 3 }, "/api/credibility-entries?page=3"],
  [{ q: "a&b=c", page: 2 }, "/api/credibility-entries?q=a%26b%3Dc&page=2"],
])("%p → %s", async (search, url) => {
  expect(await askedUrl(memberCredibilityQueryOptions(search))).toBe(url);
});
