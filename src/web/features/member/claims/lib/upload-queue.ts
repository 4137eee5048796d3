// The upload area's rows, one per chosen file, as a reducer: refused in the browser, waiting,
// sending (bytes sent of the total), done, or refused by the server with its message. Each file
// goes in its own request, so one refusal leaves the others alone.
export type UploadState = "refused" | "waiting" | "sending" | "done" | "failed";

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  loaded: number;
  total: number;
  /** Why the file was refused (browser check or server), for the states refused and failed. */
  message?: string;
};

export type UploadAction =
  | { type: "add"; files: Array<{ key: string; name: string; size: number; problem?: string }> }
  | { type: "start"; key: string }
  | { type: "progress"; key: string; loaded: number; total: number }
  | { type: "done"; key: string }
  | { type: "failed"; key: string; message: string }
  | { type: "clearFinished" };

const update = (items: UploadItem[], key: string, change: (item: UploadItem) => UploadItem) =>
  items.map((item) => (item.key === key ? change(item) : item));

export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case "add":
      return [
        ...items,
        ...action.files.map(({ key, name, size, problem }): UploadItem =>
          problem
            ? { key, name, size, state: "refused", loaded: 0, total: size, message: problem }
            : { key, name, size, state: "waiting", loaded: 0, total: size },
        ),
      ];
    case "start":
      return update(items, action.key, (item) => ({ ...item, state: "sending", loaded: 0 }));
    case "progress":
      // A late progress event must not move a finished row back.
      return update(items, action.key, (item) =>
        item.state === "sending" ? { ...item, loaded: Math.min(action.loaded, action.total), total: action.total } : item,
      );
    case "done":
      return update(items, action.key, (item) => ({ ...item, state: "done", loaded: item.total }));
    case "failed":
      return update(items, action.key, (item) => ({ ...item, state: "failed", message: action.message }));
    case "clearFinished":
      return items.filter((item) => item.state === "waiting" || item.state === "sending");
  }
}

/** Whole percent sent, 0-100; a finished file is full. */
export function percentOf(item: UploadItem): number {
  if (item.state === "done") return 100;
  if (item.total <= 0) return 0;
  return Math.min(100, Math.floor((item.loaded / item.total) * 100));
}

export const isBusy = (items: readonly UploadItem[]) => items.some((item) => item.state === "waiting" || item.state === "sending");

/** How many files are sent at the same time. */
export const PARALLEL_UPLOADS = 3;
