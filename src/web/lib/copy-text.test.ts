import { describe, expect, test } from "bun:test";
import { copyText, type CopyEnvironment } from "./copy-text";

/** A document just big enough for the textarea fallback, recording what execCommand copied. */
function fakeDocument(copyWorks = true) {
  const copied: string[] = [];
  let selected = "";
  const area = {
    value: "",
    style: { cssText: "" },
    setAttribute() {},
    select() {
      selected = area.value;
    },
    setSelectionRange() {},
    remove() {
      removed = true;
    },
  };
  let removed = false;
  const doc = {
    activeElement: null,
    body: { append() {} },
    createElement: () => area,
    execCommand: (command: string) => {
      if (command === "copy" && copyWorks) copied.push(selected);
      return copyWorks;
    },
  } as unknown as CopyEnvironment["document"];
  return { doc, copied, wasRemoved: () => removed };
}

describe("copyText", () => {
  test("a secure origin uses navigator.clipboard", async () => {
    const written: string[] = [];
    const { doc, copied } = fakeDocument();
    const ok = await copyText("VIP-1", {
      clipboard: { writeText: async (t) => void written.push(t) },
      isSecureContext: true,
      document: doc,
    });
    expect(ok).toBe(true);
    expect(written).toEqual(["VIP-1"]);
    expect(copied).toEqual([]);
  });

  test("plain http (no clipboard API) copies through a hidden textarea, then removes it", async () => {
    const { doc, copied, wasRemoved } = fakeDocument();
    expect(await copyText("VIP-2", { isSecureContext: false, document: doc })).toBe(true);
    expect(copied).toEqual(["VIP-2"]);
    expect(wasRemoved()).toBe(true);
  });

  test("a refused clipboard write falls back to the textarea", async () => {
    const { doc, copied } = fakeDocument();
    const clipboard = { writeText: () => Promise.reject(new Error("NotAllowedError")) };
    expect(await copyText("VIP-3", { clipboard, isSecureContext: true, document: doc })).toBe(true);
    expect(copied).toEqual(["VIP-3"]);
  });

  test("when both ways fail it says so", async () => {
    const { doc } = fakeDocument(false);
    expect(await copyText("VIP-4", { isSecureContext: false, document: doc })).toBe(false);
  });
});
