import { describe, expect, test } from "bun:test";
import { freshest } from "./selection";

type Message = { id: string; state: string };
const keyOf = (m: Message) => m.id;

describe("the open record as the list has it", () => {
  test("nothing open: nothing shown", () => {
    expect(freshest<Message>([{ id: "a", state: "open" }], undefined, keyOf)).toBeUndefined();
  });

  test("the newest answer's copy wins while the record is in the list", () => {
    const newer = { id: "a", state: "handled" };
    expect(freshest([newer], { id: "a", state: "open" }, keyOf)).toBe(newer);
  });

  test("a record that left the filtered list stays on screen as it was opened", () => {
    const opened = { id: "a", state: "open" };
    expect(freshest([{ id: "b", state: "open" }], opened, keyOf)).toBe(opened);
  });
});
