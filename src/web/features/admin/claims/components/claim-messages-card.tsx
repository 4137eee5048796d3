// The operatives' side of a claim's thread: live while open, reading marks the members' messages
// read for every operative (so the queue's counts are asked again); files go to the member's claim
// documents, so the claim is read again after a message with files.
import type { ClaimStatus } from "#shared/schemas/claims";
import { ClaimThreadStates } from "#web/components/claim-thread/claim-thread-states";
import { useLiveClaimThread } from "#web/components/claim-thread/use-live-claim-thread";
import { Card } from "#web/components/panel/card";
import { claimDetailQueryKey, sendClaimMessage, liveThreads, unreadQueryKey, useClaimThread } from "../api/claims-admin-api";
import { documentUrl } from "../lib/claim-query";

export function ClaimMessagesCard({ claimId, status }: { claimId: string; status: ClaimStatus }) {
  const thread = useClaimThread(claimId);
  const { total, onSend } = useLiveClaimThread(thread, {
    live: liveThreads,
    claimId,
    unreadKey: unreadQueryKey,
    send: (text, files) => sendClaimMessage(claimId, text, files),
    changedByFiles: [{ queryKey: claimDetailQueryKey(claimId) }],
  });
  return (
    <Card
      titleId="claim-messages-title"
      title={
        <>
          Messages <span className="text-muted">({total})</span>
        </>
      }
    >
      <ClaimThreadStates
        thread={thread}
        status={status}
        side="operative"
        documentHref={documentUrl}
        onSend={onSend}
        failed={<p className="empty-state">Messages could not be loaded.</p>}
      />
    </Card>
  );
}
