import { expect, test } from "bun:test";
import { onChoice } from "./on-choice";

test("only a value among the choices is handed on, as the choice's own", () => {
  const chosen: string[] = [];
  const onChange = onChoice([{ value: "open" }, { value: "all" }] as const, (value) => chosen.push(value));
  onChange("all");
  onChange("closed");
  onChange("");
  expect(chosen).toEqual(["all"]);
});
