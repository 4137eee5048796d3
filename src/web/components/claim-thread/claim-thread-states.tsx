// A claim's thread while it is read: a status line while loading, the side's own failure view,
// then the loaded pages of the thread with the claim's closed text.
import type { ReactNode } from "react";
import { THREAD_CLOSED } from "#shared/claim-messages";
import type { ClaimStatus } from "#shared/schemas/claims";
import { ClaimThread, type ClaimThreadProps } from "./claim-thread";
import { threadOf, type ThreadPages } from "./use-thread-pages";

type ClaimThreadStatesProps = Pick<ClaimThreadProps, "side" | "documentHref" | "onSend"> & {
  thread: ThreadPages;
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
  const { messages, newest } = threadOf(thread.data);
  return (
    <ClaimThread
      messages={messages}
      side={side}
      open={newest.open}
      closedText={THREAD_CLOSED(status)}
      documentHref={documentHref}
      onSend={onSend}
      earlier={
        thread.hasNextPage
          ? { load: () => void thread.fetchNextPage(), loading: thread.isFetchingNextPage, failed: thread.isFetchNextPageError }
          : undefined
      }
    />
  );
}
