import { expect, test } from "bun:test";
import { requestPath } from "./request-path";

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
