import { describe, expect, test } from "bun:test";
import { foldedKey, readFolded, writeFolded } from "./folded-checklist";

/** A browser's storage as far as the fold uses it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("the setup checklist's fold", () => {
  test("is remembered for the admin who folded it, not for another admin on the same browser", () => {
    const store = memoryStorage();
    writeFolded("admin-a", true, store);
    expect(readFolded("admin-a", store)).toBe(true);
    expect(readFolded("admin-b", store)).toBe(false);
    writeFolded("admin-a", false, store);
    expect(readFolded("admin-a", store)).toBe(false);
    expect(store.getItem(foldedKey("admin-a"))).toBeNull();
  });

  test("a storage that refuses leaves the card open instead of failing", () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
    } as Storage;
    expect(() => writeFolded("admin-a", true, refusing)).not.toThrow();
    expect(readFolded("admin-a", refusing)).toBe(false);
    expect(readFolded("admin-a", undefined)).toBe(false);
  });
});
