import { afterEach, beforeEach, describe, expect, jest, test } from "bun:test";
import { ApiError } from "./api-error";
import { buildDeviceHeaders } from "./device-headers";
import { createUploader, type UploadProgress, type XhrLike } from "./upload-file";

/** A scripted XMLHttpRequest: records what was sent, and the test plays the network's part. */
class FakeXhr implements XhrLike {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | undefined;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  aborted = false;
  upload: XhrLike["upload"] = { onprogress: null, onload: null };
  onload: XhrLike["onload"] = null;
  onerror: XhrLike["onerror"] = null;
  onabort: XhrLike["onabort"] = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.({} as ProgressEvent);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  bodySent() {
    this.upload.onload?.({} as ProgressEvent);
  }
  answer(status: number, body: unknown, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }
}

function setup(idleTimeoutMs = 3000) {
  const xhrs: FakeXhr[] = [];
  const upload = createUploader({
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
    deviceHeaders: () => buildDeviceHeaders("abc123", "Desktop - Chrome on Linux"),
    idleTimeoutMs,
  });
  return { xhrs, upload };
}

/** The uploader reads the device headers (a promise in the browser) before it opens the request. */
const deviceHeadersRead = () => Promise.resolve();

const pdf = () => new File(["%PDF-1.4 test"], "report.pdf", { type: "application/pdf" });
const settle = async <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe("uploadFile", () => {
  test("POSTs the file in the named field with credentials, Accept JSON and both device headers", async () => {
    const { xhrs, upload } = setup();
    const pending = upload<{ success: boolean }>("/api/claims/c1/documents", pdf(), { field: "files" });
    await deviceHeadersRead();
    const xhr = xhrs[0]!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/claims/c1/documents");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers["accept"]).toBe("application/json");
    expect(xhr.headers["x-device-fingerprint"]).toBe("abc123");
    expect(xhr.headers["x-device-label"]).toBe("Desktop - Chrome on Linux");
    // The browser writes the multipart boundary itself.
    expect(xhr.headers["content-type"]).toBeUndefined();
    const sent = xhr.body?.get("files");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("report.pdf");
    xhr.answer(200, { success: true, message: "1 document(s) uploaded", documents: [] });
    expect(await pending).toEqual({ success: true, message: "1 document(s) uploaded", documents: [] } as never);
  });

  test("reports upload progress as bytes sent of the total", async () => {
    const { xhrs, upload } = setup();
    const seen: UploadProgress[] = [];
    const pending = upload("/u", pdf(), { field: "files", onProgress: (p) => seen.push(p) });
    await deviceHeadersRead();
    const xhr = xhrs[0]!;
    xhr.progress(0, 200);
    xhr.progress(120, 200);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 } as ProgressEvent);
    xhr.progress(200, 200);
    xhr.bodySent();
    xhr.answer(200, { success: true });
    await pending;
    expect(seen).toEqual([
      { loaded: 0, total: 200 },
      { loaded: 120, total: 200 },
      { loaded: 200, total: 200 },
    ]);
  });

  test("a refusal becomes an ApiError with the server's own message, kind and status", async () => {
    const { xhrs, upload } = setup();
    const pending = settle(upload("/u", pdf(), { field: "files" }));
    await deviceHeadersRead();
    xhrs[0]!.answer(
      415,
      { success: false, error: "Only ESX, JPEG, PNG and PDF files are accepted: fake.png", kind: "unsupported_type" },
      "Unsupported Media Type",
    );
    const { error } = (await pending) as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      kind: "unsupported_type",
      message: "Only ESX, JPEG, PNG and PDF files are accepted: fake.png",
      fromServer: true,
    });
  });

  test("413 from the server keeps its message", async () => {
    const { xhrs, upload } = setup();
    const pending = settle(upload("/u", pdf(), { field: "files" }));
    await deviceHeadersRead();
    xhrs[0]!.answer(413, { success: false, error: "Each file must be at most 10 MB", kind: "too_large" });
    expect(((await pending) as { error: ApiError }).error).toMatchObject({
      status: 413,
      kind: "too_large",
      message: "Each file must be at most 10 MB",
    });
  });

  test("an answer that is not the API's shape reads as the transport text of spec §8", async () => {
    const { xhrs, upload } = setup();
    const pending = settle(upload("/u", pdf(), { field: "files" }));
    await deviceHeadersRead();
    xhrs[0]!.answer(502, "", "Bad Gateway");
    expect(((await pending) as { error: ApiError }).error).toMatchObject({ status: 502, kind: "bad_answer", message: "502: Bad Gateway" });
  });

  test("a 200 that is not JSON is a bad answer, not a success", async () => {
    const { xhrs, upload } = setup();
    const pending = settle(upload("/u", pdf(), { field: "files" }));
    await deviceHeadersRead();
    xhrs[0]!.answer(200, "<html>login page</html>");
    expect(((await pending) as { error: ApiError }).error).toMatchObject({ status: 200, kind: "bad_answer" });
  });

  test("no connection is a network error", async () => {
    const { xhrs, upload } = setup();
    const pending = settle(upload("/u", pdf(), { field: "files" }));
    await deviceHeadersRead();
    xhrs[0]!.onerror?.({} as ProgressEvent);
    expect(((await pending) as { error: ApiError }).error).toMatchObject({ status: 0, kind: "network" });
  });

  test("the caller's signal cancels the request", async () => {
    const { xhrs, upload } = setup();
    const controller = new AbortController();
    const pending = settle(upload("/u", pdf(), { field: "files", signal: controller.signal }));
    await deviceHeadersRead();
    controller.abort();
    const { error } = (await pending) as { error: Error };
    expect(xhrs[0]!.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe("the time limit", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("nothing moving for the limit aborts with 'Request timeout'", async () => {
    const { xhrs, upload } = setup(3000);
    const pending = settle(upload("/u", pdf(), { field: "files" }));
    await deviceHeadersRead();
    jest.advanceTimersByTime(3001);
    const { error } = (await pending) as { error: ApiError };
    expect(xhrs[0]!.aborted).toBe(true);
    expect(error).toMatchObject({ status: 0, kind: "timeout", message: "Request timeout" });
  });

  test("a slow upload that keeps moving is not cut off; the answer then gets a full limit", async () => {
    const { xhrs, upload } = setup(3000);
    const pending = upload<{ success: boolean }>("/u", pdf(), { field: "files" });
    await deviceHeadersRead();
    const xhr = xhrs[0]!;
    for (let sent = 1; sent <= 5; sent++) {
      jest.advanceTimersByTime(2500);
      xhr.progress(sent * 100, 500);
    }
    xhr.bodySent();
    jest.advanceTimersByTime(2900);
    expect(xhr.aborted).toBe(false);
    xhr.answer(200, { success: true });
    expect(await pending).toEqual({ success: true });
  });
});
