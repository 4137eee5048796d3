import { describe, expect, test } from "bun:test";
import { displayWidth, fitToWidth } from "./display-width";

describe("a text's width in terminal columns", () => {
  test("Latin letters take one column; CJK, Hangul and emoji two; combining marks none", () => {
    expect(displayWidth("Dana")).toBe(4);
    expect(displayWidth("王小明")).toBe(6);
    expect(displayWidth("김민준")).toBe(6);
    expect(displayWidth("José")).toBe(4);
    // "é" written as "e" and a combining acute accent.
    expect(displayWidth("Jose\u0301")).toBe(4);
    expect(displayWidth("Ольга")).toBe(5);
    expect(displayWidth("🏠 roof")).toBe(7);
  });

  test("a cell is padded to its width by columns, and cut with an ellipsis by columns", () => {
    expect(fitToWidth("王小明", 8)).toBe("王小明  ");
    expect(displayWidth(fitToWidth("王小明", 8))).toBe(8);
    expect(fitToWidth("王小明王小明", 6)).toBe("王小… ");
    expect(displayWidth(fitToWidth("王小明王小明", 6))).toBe(6);
    expect(fitToWidth("Jose\u0301 Lopez", 5)).toBe("Jose\u0301…");
    expect(fitToWidth("Dana", 4)).toBe("Dana");
  });
});
