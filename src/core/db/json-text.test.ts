import { expect, test } from "bun:test";
import { answerAroundList, JsonText } from "./json-text";

test("an answer around a list already written: success first, then the list, then the counts in their order", () => {
  const answer = answerAroundList<{ success: true; items: unknown[]; total: number; page: number }>("items", '[{"a":1},{"b":"x,y"}]', {
    total: 7,
    page: 2,
  });
  expect(answer.text).toBe('{"success":true,"items":[{"a":1},{"b":"x,y"}],"total":7,"page":2}');
  expect(answer.value()).toEqual({ success: true, items: [{ a: 1 }, { b: "x,y" }], total: 7, page: 2 });
});

test("an empty list and a key that needs escaping still make valid JSON", () => {
  const answer = answerAroundList<Record<string, unknown>>('en"tries', "[]", { total: 0 });
  expect(JSON.parse(answer.text)).toEqual({ success: true, 'en"tries': [], total: 0 });
});

test("an answer with no counts is the list alone after success", () => {
  const answer = answerAroundList<Record<string, unknown>>("entries", '[{"a":1}]', {});
  expect(answer.text).toBe('{"success":true,"entries":[{"a":1}]}');
  expect(answer.value()).toEqual({ success: true, entries: [{ a: 1 }] });
});

test("a JsonText keeps its text as given and parses it on demand", () => {
  const text = new JsonText<{ n: number }>('{"n":1}');
  expect(text.text).toBe('{"n":1}');
  expect(text.value().n).toBe(1);
});
