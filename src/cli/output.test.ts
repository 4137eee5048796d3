import { describe, expect, test } from "bun:test";
import { displayWidth } from "./display-width";
import { createOutput, type OutputStream } from "./output";

function captured() {
  let text = "";
  const stream: OutputStream = { write: (chunk: string) => ((text += chunk), true) } as OutputStream;
  return { stream, lines: () => text.trimEnd().split("\n") };
}

describe("the CLI's tables", () => {
  test("line up names in any script: each column starts at the same terminal column in every row", () => {
    const out = captured();
    createOutput(out.stream, captured().stream, {}).table(
      [{ title: "Member" }, { title: "Status" }],
      [
        ["王小明", "active"],
        ["José Ramírez", "active"],
        ["Jose\u0301 Lopez", "paused"],
        ["김민준", "active"],
        ["Dana", "active"],
      ],
    );
    const lines = out.lines();
    const statusColumn = (line: string) => displayWidth(line.slice(0, line.lastIndexOf(" ") + 1));
    const columns = lines.filter((line) => !line.startsWith("─")).map(statusColumn);
    expect(new Set(columns).size).toBe(1);
    expect(lines[0]!.startsWith("Member")).toBe(true);
  });

  test("a cell wider than its column is cut by terminal columns, so the row stays in line", () => {
    const out = captured();
    createOutput(out.stream, captured().stream, {}).table(
      [{ title: "Name", width: 6 }, { title: "Next" }],
      [
        ["王小明王小明王小明", "x"],
        ["Dana", "y"],
      ],
    );
    const [, , long, short] = out.lines();
    expect(long).toBe("王小…   x");
    expect(displayWidth(long!.slice(0, -1))).toBe(displayWidth(short!.slice(0, -1)));
  });
});
