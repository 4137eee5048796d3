// The member's side of a claim's thread: live while open (a stream, or a read every 30 s when the
// stream is down), reading marks it read (so the header's count is asked again), and a message
// with files also adds them to the claim's documents and the member's storage.
import type { ClaimStatus } from "#shared/schemas/claims";
import { ClaimThreadStates } from "#web/components/claim-thread/claim-thread-states";
import { useLiveClaimThread } from "#web/components/claim-thread/use-live-claim-thread";
import { countText } from "#web/lib/count-text";
import { MEMBER_UNREAD_KEY } from "#web/lib/sessions/member-unread-api";
import { claimDetailKey, documentUrl, MEMBER_STORAGE_KEY, sendClaimMessage, liveThreads, useClaimThread } from "../api/claims-api";
import { ClaimsWideCard } from "./claims-wide-card";

export function ClaimThreadCard({ claimId, status }: { claimId: string; status: ClaimStatus }) {
  const thread = useClaimThread(claimId);
  const { total, reread, onSend } = useLiveClaimThread(thread, {
    live: liveThreads,
    claimId,
    unreadKey: MEMBER_UNREAD_KEY,
    send: (text, files) => sendClaimMessage(claimId, text, files),
    changedByFiles: [{ queryKey: claimDetailKey(claimId), exact: true }, { queryKey: MEMBER_STORAGE_KEY }],
  });
  return (
    <ClaimsWideCard id="claim-messages" title="Messages" count={countText(total, "message", "messages")}>
      <ClaimThreadStates
        thread={thread}
        status={status}
        side="member"
        documentHref={documentUrl}
        onSend={onSend}
        failed={
          <p className="text-muted" role="status">
            Messages could not be loaded.{" "}
            <button type="button" className="term-button term-button--compact term-button--ghost" onClick={reread}>
              Retry
            </button>
          </p>
        }
      />
    </ClaimsWideCard>
  );
}
