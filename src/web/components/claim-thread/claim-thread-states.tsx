// A claim's thread while it is read: a status line while loading, the side's own failure view,
// then the thread with the claim's closed text.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ClaimMessagesAnswer } from "#shared/answers/claim-messages";
import { THREAD_CLOSED } from "#shared/claim-messages";
import type { ClaimStatus } from "#shared/schemas/claims";
import { ClaimThread, type ClaimThreadProps } from "./claim-thread";

type ClaimThreadStatesProps = Pick<ClaimThreadProps, "side" | "documentHref" | "onSend"> & {
  thread: UseQueryResult<ClaimMessagesAnswer>;
  status: ClaimStatus;
  failed: ReactNode;
};

export function ClaimThreadStates({ thread, status, failed, side, documentHref, onSend }: ClaimThreadStatesProps) {
  if (thread.isPending)
    return (
      <p className="status-line" role="status">
        Loading messages…
      </p>
    );
  if (thread.isError) return failed;
  return (
    <ClaimThread
      messages={thread.data.messages}
      side={side}
      open={thread.data.open}
      closedText={THREAD_CLOSED(status)}
      documentHref={documentHref}
      onSend={onSend}
    />
  );
}
