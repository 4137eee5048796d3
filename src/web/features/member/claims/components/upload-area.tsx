// Adds documents to a claim: choose (or drop) one or more files in the file picker; each is checked here against the
// server's limits and the member's storage left (shown above the zone), then sent in its own
// request with its own progress bar, and the server's refusal, if any, stays beside that file.
// When a batch is over, one toast sums it up and the claim's documents and the storage figures
// are read again.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import { UPLOAD_FILE_LIMIT_TEXT } from "#shared/upload-limits";
import { FilePicker } from "#web/components/file-picker/file-picker";
import { toast } from "#web/components/toast/toast-store";
import { isSessionLost, serverMessage } from "#web/lib/api-error";
import { forgetSignedIn, MEMBER_CLAIMS_ROOT } from "#web/lib/sessions/member-query-keys";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { MEMBER_STORAGE_KEY, uploadClaimDocument, useMemberStorage } from "../api/claims-api";
import { formatFileSize } from "../lib/claim-texts";
import { claimToasts } from "../lib/claim-toasts";
import { ACCEPT_ATTRIBUTE, batchProblems } from "../lib/file-checks";
import { isBusy, PARALLEL_UPLOADS, percentOf, uploadQueueReducer, type UploadItem } from "../lib/upload-queue";
import { StorageMeter } from "./storage-meter";
import "../claims.css";
import "./upload-area.css";

let serial = 0;

const STATE_TEXT: Record<UploadItem["state"], string> = {
  refused: "Not sent",
  waiting: "Waiting",
  sending: "Uploading",
  done: "Uploaded",
  failed: "Refused",
};

export function UploadArea({ claimId }: { claimId: string }) {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const queryClient = useQueryClient();
  const storage = useMemberStorage(useCurrentMember().data?.user.id);
  // Leaving the page stops what is still being sent.
  const stop = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    return () => controller.abort();
  }, []);

  async function send(files: File[]) {
    const problems = batchProblems(files, storage.data);
    const chosen = files.map((file, i) => ({ file, key: `upload-${++serial}`, problem: problems[i] }));
    dispatch({ type: "add", files: chosen.map(({ file, key, problem }) => ({ key, name: file.name, size: file.size, problem })) });
    const queue = chosen.filter((c) => !c.problem);
    const outcome = { done: 0, refused: chosen.length - queue.length };
    const signal = stop.current.signal;
    let sessionLost = false;

    const worker = async () => {
      for (let next = queue.shift(); next && !signal.aborted && !sessionLost; next = queue.shift()) {
        const { file, key } = next;
        dispatch({ type: "start", key });
        try {
          await uploadClaimDocument(claimId, file, ({ loaded, total }) => dispatch({ type: "progress", key, loaded, total }), signal);
          dispatch({ type: "done", key });
          outcome.done += 1;
        } catch (error) {
          if (signal.aborted) return;
          if (isSessionLost(error)) {
            sessionLost = true;
            forgetSignedIn(queryClient, "lost");
            return;
          }
          dispatch({ type: "failed", key, message: serverMessage(error) ?? (error instanceof Error ? error.message : "Upload failed") });
          outcome.refused += 1;
        }
      }
    };
    if (queue.length > 0) await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
    if (signal.aborted || sessionLost) return;
    toast(claimToasts.uploadsFinished(outcome));
    if (outcome.done > 0) void queryClient.invalidateQueries({ queryKey: [MEMBER_CLAIMS_ROOT] });
    // Someone else's upload (another tab, another device) may have used storage too: ask again.
    void queryClient.invalidateQueries({ queryKey: MEMBER_STORAGE_KEY });
  }

  const finished = items.some((item) => item.state !== "waiting" && item.state !== "sending");

  return (
    <div className="upload">
      <StorageMeter />
      <FilePicker
        label="Choose files"
        hint={`PDF, JPEG, PNG or ESX · at most ${UPLOAD_FILE_LIMIT_TEXT} each`}
        accept={ACCEPT_ATTRIBUTE}
        onFiles={(files) => void send(files)}
        testId="upload-input"
      />
      {items.length > 0 ? (
        <ul className="upload__list" aria-label="Files being uploaded" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="upload__item" data-state={item.state} data-name={item.name}>
              <div className="upload__line">
                <span className="upload__name">{item.name}</span>
                <span className="upload__meta text-muted">
                  {formatFileSize(item.size)} · <span className="upload__state">{STATE_TEXT[item.state]}</span>
                </span>
              </div>
              {item.state === "refused" || item.state === "failed" ? (
                <p className="upload__message">
                  <span aria-hidden="true">! </span>
                  {item.message}
                </p>
              ) : (
                <div
                  className="upload__bar"
                  role="progressbar"
                  aria-label={`Upload of ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percentOf(item)}
                >
                  <span className="upload__fill" style={{ width: `${percentOf(item)}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {finished && !isBusy(items) ? (
        <button
          type="button"
          className="term-button term-button--compact term-button--ghost"
          onClick={() => dispatch({ type: "clearFinished" })}
        >
          Clear list
        </button>
      ) : null}
    </div>
  );
}
