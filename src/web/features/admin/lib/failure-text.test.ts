import { expect, test } from "bun:test";
import { failureDescription, httpStatusOf, isUnauthenticated } from "./failure-text";

test("reads the status of an api-client error", () => {
  expect(httpStatusOf(new Error('401: {"error":"x"}'))).toBe(401);
  expect(httpStatusOf(new Error("Request timeout"))).toBeUndefined();
  expect(httpStatusOf("401: not an Error")).toBeUndefined();
  expect(isUnauthenticated(new Error("401: Unauthorized"))).toBe(true);
  expect(isUnauthenticated(new Error("403: Forbidden"))).toBe(false);
});

test("an answered failure shows the server message or the first fallback; a thrown one its message or the second", () => {
  const fallbacks = { answered: "A", thrown: "T" };
  expect(failureDescription(new Error('400: {"success":false,"error":"Bad"}'), fallbacks)).toBe("Bad");
  expect(failureDescription(new Error("500: Internal Server Error"), fallbacks)).toBe("A");
  expect(failureDescription(new Error("Failed to fetch"), fallbacks)).toBe("Failed to fetch");
  expect(failureDescription(undefined, fallbacks)).toBe("T");
});
