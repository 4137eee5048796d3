import { expect, test } from "bun:test";
import { credibilitySearchUrl } from "./member-credibility-api";

test.each([
  [{ q: "", page: 1 }, "/api/credibility-entries"],
  [{ q: "  roof ", page: 1 }, "/api/credibility-entries?q=roof"],
  [{ q: "", page: 3 }, "/api/credibility-entries?page=3"],
  [{ q: "a&b=c", page: 2 }, "/api/credibility-entries?q=a%26b%3Dc&page=2"],
])("%p → %s", (search, url) => {
  expect(credibilitySearchUrl(search)).toBe(url);
});
