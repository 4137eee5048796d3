// The operatives' side of a claim's thread: live while open, reading marks the members' messages
// read for every operative (so the queue's counts are asked again); files go to the member's claim
// documents, so the claim is read again after a message with files.
import { useCallback, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { THREAD_CLOSED } from "#shared/claim-messages";
import type { ClaimStatus } from "#shared/schemas/claims";
import { ClaimThread } from "#web/components/claim-thread/claim-thread";
import { Card } from "#web/components/panel/card";
import { useLiveThread } from "#web/lib/use-live-thread";
import { claimDetailQueryKey, sendClaimMessage, threadEventsUrl, unreadQueryKey, useClaimThread } from "../api/claims-admin-api";
import { documentUrl } from "../lib/claim-query";

export function ClaimMessagesCard({ claimId, status }: { claimId: string; status: ClaimStatus }) {
  const thread = useClaimThread(claimId);
  const queryClient = useQueryClient();
  const { refetch } = thread;
  const reread = useCallback(() => void refetch(), [refetch]);
  useLiveThread(threadEventsUrl(claimId), reread);
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
  }, [readAt, queryClient]);

  const onSend = async (text: string, files: File[]) => {
    const answer = await sendClaimMessage(claimId, text, files);
    await refetch();
    if (files.length) void queryClient.invalidateQueries({ queryKey: claimDetailQueryKey(claimId) });
    return answer;
  };
  const messages = thread.data?.messages ?? [];
  return (
    <Card
      titleId="claim-messages-title"
      title={
        <>
          Messages <span className="text-muted">({messages.length})</span>
        </>
      }
    >
      {thread.isPending ? (
        <p className="status-line" role="status">
          Loading messages…
        </p>
      ) : thread.isError ? (
        <p className="empty-state">Messages could not be loaded.</p>
      ) : (
        <ClaimThread
          messages={messages}
          side="operative"
          open={thread.data.open}
          closedText={THREAD_CLOSED(status)}
          documentHref={documentUrl}
          onSend={onSend}
        />
      )}
    </Card>
  );
}
