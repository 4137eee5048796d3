import { expect, test } from "bun:test";
import { isBusy, percentOf, uploadQueueReducer, type UploadItem } from "./upload-queue";

const added = uploadQueueReducer([], {
  type: "add",
  files: [
    { key: "a", name: "report.pdf", size: 400 },
    { key: "b", name: "photo.gif", size: 10, problem: "Only ESX, JPEG, PNG and PDF files are accepted: photo.gif" },
    { key: "c", name: "roof.jpg", size: 200 },
  ],
});
const row = (items: UploadItem[], key: string) => items.find((i) => i.key === key)!;

test("files refused in the browser are rows with their message and are never sent", () => {
  expect(row(added, "a")).toMatchObject({ state: "waiting", loaded: 0, total: 400 });
  expect(row(added, "b")).toMatchObject({ state: "refused", message: "Only ESX, JPEG, PNG and PDF files are accepted: photo.gif" });
  expect(isBusy(added)).toBe(true);
});

test("each file moves on its own: progress, done, or the server's refusal", () => {
  let items = uploadQueueReducer(added, { type: "start", key: "a" });
  items = uploadQueueReducer(items, { type: "start", key: "c" });
  items = uploadQueueReducer(items, { type: "progress", key: "a", loaded: 100, total: 420 });
  expect(row(items, "a")).toMatchObject({ state: "sending", loaded: 100, total: 420 });
  expect(percentOf(row(items, "a"))).toBe(23);
  expect(percentOf(row(items, "c"))).toBe(0);
  items = uploadQueueReducer(items, { type: "failed", key: "c", message: "Only ESX, JPEG, PNG and PDF files are accepted: roof.jpg" });
  items = uploadQueueReducer(items, { type: "done", key: "a" });
  expect(percentOf(row(items, "a"))).toBe(100);
  expect(row(items, "c")).toMatchObject({ state: "failed", message: "Only ESX, JPEG, PNG and PDF files are accepted: roof.jpg" });
  expect(isBusy(items)).toBe(false);
  // A progress event that arrives after the answer does not reopen the row.
  expect(row(uploadQueueReducer(items, { type: "progress", key: "a", loaded: 10, total: 420 }), "a").state).toBe("done");
  expect(uploadQueueReducer(items, { type: "clearFinished" })).toEqual([]);
});

test("progress never shows more than everything", () => {
  let items = uploadQueueReducer(added, { type: "start", key: "a" });
  items = uploadQueueReducer(items, { type: "progress", key: "a", loaded: 999, total: 400 });
  expect(percentOf(row(items, "a"))).toBe(100);
  expect(percentOf({ key: "z", name: "z", size: 0, state: "sending", loaded: 0, total: 0 })).toBe(0);
});
