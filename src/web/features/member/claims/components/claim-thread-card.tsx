// The member's side of a claim's thread: live while open (a stream, or a read every 30 s when the
// stream is down), reading marks it read (so the header's count is asked again), and a message
// with files also adds them to the claim's documents and the member's storage.
import { useCallback, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { THREAD_CLOSED } from "#shared/claim-messages";
import type { ClaimStatus } from "#shared/schemas/claims";
import { ClaimThread } from "#web/components/claim-thread/claim-thread";
import { TitledCard } from "#web/components/panel/titled-card";
import { useLiveThread } from "#web/lib/use-live-thread";
import { MEMBER_UNREAD_KEY } from "#web/lib/sessions/member-unread-api";
import { claimDetailKey, documentUrl, MEMBER_STORAGE_KEY, sendClaimMessage, threadEventsUrl, useClaimThread } from "../api/claims-api";

export function ClaimThreadCard({ claimId, status }: { claimId: string; status: ClaimStatus }) {
  const thread = useClaimThread(claimId);
  const queryClient = useQueryClient();
  const { refetch } = thread;
  const reread = useCallback(() => void refetch(), [refetch]);
  useLiveThread(threadEventsUrl(claimId), reread);
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: MEMBER_UNREAD_KEY });
  }, [readAt, queryClient]);

  const onSend = async (text: string, files: File[]) => {
    const answer = await sendClaimMessage(claimId, text, files);
    await refetch();
    if (files.length) {
      void queryClient.invalidateQueries({ queryKey: claimDetailKey(claimId), exact: true });
      void queryClient.invalidateQueries({ queryKey: MEMBER_STORAGE_KEY });
    }
    return answer;
  };

  const messages = thread.data?.messages ?? [];
  return (
    <TitledCard
      id="claim-messages"
      title="Messages"
      className="claims-card claims-card--wide"
      headClassName="claims-card__head"
      aside={<span className="text-muted">{messages.length === 1 ? "1 message" : `${messages.length} messages`}</span>}
    >
      {thread.isPending ? (
        <p className="status-line" role="status">
          Loading messages…
        </p>
      ) : thread.isError ? (
        <p className="text-muted" role="status">
          Messages could not be loaded.{" "}
          <button type="button" className="term-button term-button--compact term-button--ghost" onClick={reread}>
            Retry
          </button>
        </p>
      ) : (
        <ClaimThread
          messages={messages}
          side="member"
          open={thread.data.open}
          closedText={THREAD_CLOSED(status)}
          documentHref={documentUrl}
          onSend={onSend}
        />
      )}
    </TitledCard>
  );
}
