// Uploads one file as multipart/form-data with upload progress: fetch cannot report how much of a
// request body has been sent, so this is the one place that uses XMLHttpRequest. It keeps the
// api-client's rules: credentials, the two device headers, JSON answers, every failure an
// ApiError (the API's own message and kind when it refused), and a time limit: the request is
// abandoned with 'Request timeout' when nothing moves for REQUEST_TIMEOUT_MS (no bytes sent, or
// no answer once the body is sent). A whole-request limit would refuse any 10 MB file on a slow
// link, so the clock restarts on each progress event instead (decision 0035).
import { REQUEST_TIMEOUT_MS } from "#shared/constants";
import { ApiError, apiErrorFromAnswer, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from "./api-error";
import { getBrowserDeviceHeaders, type DeviceHeaders } from "./device-headers";

export type UploadProgress = { loaded: number; total: number };

/** The part of XMLHttpRequest this module uses (tests hand in a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

export interface UploadDeps {
  createXhr: () => XhrLike;
  deviceHeaders: () => DeviceHeaders | Promise<DeviceHeaders>;
  /** Longest time without progress or answer (default REQUEST_TIMEOUT_MS). */
  idleTimeoutMs?: number;
}

export type UploadOptions = {
  /** The form field the server reads files from. */
  field: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Text fields sent before the files (a message's `text`). */
  fields?: Record<string, string>;
};

export function createUploader(deps: UploadDeps) {
  const idleMs = deps.idleTimeoutMs ?? REQUEST_TIMEOUT_MS;

  /** POSTs `file` to `url`; resolves with the JSON answer of a 2xx, rejects with an ApiError otherwise. */
  return async function uploadFile<T>(
    url: string,
    file: (Blob & { name?: string }) | Array<Blob & { name?: string }>,
    options: UploadOptions,
  ): Promise<T> {
    const deviceHeaders = await deps.deviceHeaders();
    return new Promise<T>((resolve, reject) => {
      const xhr = deps.createXhr();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;

      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        options.signal?.removeEventListener("abort", onOuterAbort);
        outcome();
      };
      const restartClock = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          finish(() => reject(new ApiError({ status: 0, kind: "timeout", message: REQUEST_TIMEOUT_MESSAGE })));
          xhr.abort();
        }, idleMs);
      };
      function onOuterAbort() {
        finish(() => reject(options.signal?.reason ?? new DOMException("The upload was cancelled", "AbortError")));
        xhr.abort();
      }

      if (options.signal?.aborted) {
        onOuterAbort();
        return;
      }
      options.signal?.addEventListener("abort", onOuterAbort, { once: true });

      xhr.open("POST", url);
      xhr.withCredentials = true;
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      xhr.setRequestHeader("Accept", "application/json");
      for (const [name, value] of Object.entries(deviceHeaders)) xhr.setRequestHeader(name, value);

      xhr.upload.onprogress = (event) => {
        restartClock();
        if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
      };
      // The body is all sent: the answer now has one full time limit of its own.
      xhr.upload.onload = () => restartClock();
      xhr.onerror = () => finish(() => reject(new ApiError({ status: 0, kind: "network", message: NETWORK_ERROR_MESSAGE })));
      xhr.onabort = () => finish(() => reject(new DOMException("The upload was cancelled", "AbortError")));
      xhr.onload = () =>
        finish(() => {
          const { status, statusText, responseText } = xhr;
          if (status < 200 || status >= 300) {
            reject(apiErrorFromAnswer(status, statusText, responseText));
            return;
          }
          try {
            resolve(JSON.parse(responseText) as T);
          } catch (cause) {
            reject(new ApiError({ status, kind: "bad_answer", message: `${status}: the answer is not JSON`, cause }));
          }
        });

      const body = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
      for (const one of Array.isArray(file) ? file : [file]) body.append(options.field, one, one.name ?? "file");
      restartClock();
      xhr.send(body);
    });
  };
}

export const uploadFile = createUploader({
  createXhr: () => new XMLHttpRequest(),
  deviceHeaders: getBrowserDeviceHeaders,
});
