import { describe, expect, test } from "bun:test";
import { idsToDismiss, initialToastState, toastReducer, type ToastItem, type ToastState } from "./toast-reducer";

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, title: `t${id}`, open: true, ...extra });

describe("toastReducer", () => {
  test("adds a toast", () => {
    const next = toastReducer(initialToastState, { type: "ADD_TOAST", toast: item("1") });
    expect(next.toasts).toEqual([item("1")]);
  });

  test("keeps one toast: a new one replaces the older", () => {
    const one = toastReducer(initialToastState, { type: "ADD_TOAST", toast: item("1") });
    const two = toastReducer(one, { type: "ADD_TOAST", toast: item("2") });
    expect(two.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  test("a larger limit keeps newest first", () => {
    let s: ToastState = initialToastState;
    for (const id of ["1", "2", "3"]) s = toastReducer(s, { type: "ADD_TOAST", toast: item(id) }, 2);
    expect(s.toasts.map((t) => t.id)).toEqual(["3", "2"]);
  });

  test("updates only the named toast", () => {
    const s = { toasts: [item("1"), item("2")] };
    const next = toastReducer(s, { type: "UPDATE_TOAST", toast: { id: "2", title: "new" } });
    expect(next.toasts[0]).toEqual(item("1"));
    expect(next.toasts[1]).toEqual(item("2", { title: "new" }));
  });

  test("dismiss marks a toast closed but keeps it until removal", () => {
    const s = { toasts: [item("1"), item("2")] };
    const next = toastReducer(s, { type: "DISMISS_TOAST", toastId: "1" });
    expect(next.toasts.map((t) => [t.id, t.open])).toEqual([
      ["1", false],
      ["2", true],
    ]);
  });

  test("dismiss without an id closes every toast", () => {
    const next = toastReducer({ toasts: [item("1"), item("2")] }, { type: "DISMISS_TOAST" });
    expect(next.toasts.every((t) => !t.open)).toBe(true);
  });

  test("remove drops the named toast, or all without an id", () => {
    const s = { toasts: [item("1"), item("2")] };
    expect(toastReducer(s, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(toastReducer(s, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  test("does not mutate the previous state", () => {
    const s = { toasts: [item("1")] };
    toastReducer(s, { type: "DISMISS_TOAST", toastId: "1" });
    expect(s.toasts[0]?.open).toBe(true);
  });
});

describe("idsToDismiss", () => {
  test("names the one toast, or all of them", () => {
    const s = { toasts: [item("1"), item("2")] };
    expect(idsToDismiss(s, "2")).toEqual(["2"]);
    expect(idsToDismiss(s, undefined)).toEqual(["1", "2"]);
  });
});
