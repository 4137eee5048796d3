import { describe, expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { changeFailed, failureDescription, fetchFailed, invalidInput, said } from "./toast-text";

const refused = (status: number, message: string) => new ApiError({ status, kind: "conflict", message });
const timeout = new ApiError({ status: 0, kind: "timeout", message: "Request timeout" });
const network = new ApiError({ status: 0, kind: "network", message: "Network error: the server could not be reached" });
const foreign = new ApiError({ status: 502, kind: "bad_answer", message: "502: Bad Gateway" });

describe("failureDescription", () => {
  const fallbacks = { answered: "A", thrown: "T" };
  test.each([
    ["a server refusal shows its message", refused(400, "Bad"), "Bad"],
    ["a foreign answer shows the answered fallback", foreign, "A"],
    ["a time-out shows its message", timeout, "Request timeout"],
    ["a plain Error shows its message", new Error("Failed to fetch"), "Failed to fetch"],
    ["an Error without a message shows the thrown fallback", new Error(""), "T"],
    ["something that is not an Error shows the thrown fallback", "boom", "T"],
  ])("%s", (_name, error, text) => {
    expect(failureDescription(error, fallbacks)).toBe(text);
  });
});

describe("changeFailed", () => {
  test("a refusal shows the server's message", () => {
    expect(changeFailed("Failed to assign code", refused(409, "Code VIP already exists"))).toEqual({
      title: "Failed to assign code",
      description: "Code VIP already exists",
      variant: "destructive",
    });
  });

  test("no answer says why and that the lists were reloaded", () => {
    const made = changeFailed("Failed to assign code", timeout);
    expect(made.description).toStartWith("Request timeout. ");
    expect(made.description).toContain("the lists were reloaded");
    expect(changeFailed("x", network).description).toStartWith("Network error");
  });

  test("a foreign answer or an unknown error gives the title alone", () => {
    expect(changeFailed("Failed to generate codes", foreign)).toEqual({ title: "Failed to generate codes", variant: "destructive" });
    expect(changeFailed("Failed to generate codes", new Error("x"))).toEqual({ title: "Failed to generate codes", variant: "destructive" });
  });
});

test("fetchFailed names 'Query timeout' and server messages, nothing else", () => {
  const queryTimeout = new ApiError({ status: 0, kind: "timeout", message: "Query timeout" });
  expect(fetchFailed("Failed to fetch invitation codes", queryTimeout).description).toBe("Query timeout");
  expect(fetchFailed("Failed to fetch invitation codes", refused(503, "Database busy")).description).toBe("Database busy");
  expect(fetchFailed("Failed to fetch invitation codes", foreign)).toEqual({
    title: "Failed to fetch invitation codes",
    variant: "destructive",
  });
});

test("said prefers the server's message and falls back to the spec's text", () => {
  expect(said("Generated 5 new invitation codes", "x").title).toBe("Generated 5 new invitation codes");
  expect(said(undefined, "Entry created successfully")).toEqual({ title: "Entry created successfully", variant: "default" });
});

describe("invalidInput", () => {
  test("'Title: description' messages split at the first colon", () => {
    expect(invalidInput("Invalid Count: Please enter a number between 1 and 100")).toEqual({
      title: "Invalid Count",
      description: "Please enter a number between 1 and 100",
      variant: "destructive",
    });
    expect(invalidInput("Invalid Code: Please enter a custom code").title).toBe("Invalid Code");
  });

  test("plain messages become the title", () => {
    expect(invalidInput("Code may contain only letters, digits and dashes")).toEqual({
      title: "Code may contain only letters, digits and dashes",
      variant: "destructive",
    });
  });
});
