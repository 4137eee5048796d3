import { expect, test } from "bun:test";
import { requestPath, requestSearch } from "./request-path";

test.each([
  "http://localhost:3000/api/health",
  "http://localhost:3000/api/admin/me?x=1",
  "https://aan.example/claims/5#top",
  "http://127.0.0.1:9/",
  "http://127.0.0.1:9",
  "http://[::1]:3000/api/x?q=a/b",
  "http://h/a%20b/c?d",
])("%s: the same path as new URL() gives", (url) => {
  expect(requestPath(url)).toBe(new URL(url).pathname);
});

test.each(["http://h/api/x", "http://h/api/x?", "http://h/api/x?page=2&q=a%20b", "http://h/api/x?q=1#frag", "http://h/?a=b?c"])(
  "%s: the same query string as new URL() gives",
  (url) => {
    expect(requestSearch(url)).toBe(new URL(url).search);
  },
);
