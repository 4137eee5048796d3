// What both sides of a claim's thread do around the thread itself: keep it live while open, say
// that reading it moved the reader's unread count (so that count is asked again), and after a
// message with files read again what those files changed (the claim's documents, the storage).
import { useCallback, useEffect } from "react";
import { useQueryClient, type InvalidateQueryFilters, type QueryKey } from "@tanstack/react-query";
import type { LiveThreads } from "#web/lib/live-threads";
import { useLiveThread } from "#web/lib/use-live-thread";
import { threadOf, type ThreadPages } from "./use-thread-pages";

export type LiveClaimThreadOptions<Sent> = {
  /** The browser's live stream of the reader's side, and the claim whose thread this is. */
  live: LiveThreads;
  claimId: string;
  /** The reader's unread count, asked again whenever the thread was read. */
  unreadKey: QueryKey;
  send: (text: string, files: File[]) => Promise<Sent>;
  /** What a message with files changes besides the thread. */
  changedByFiles: InvalidateQueryFilters[];
};

export function useLiveClaimThread<Sent>(
  thread: ThreadPages,
  { live, claimId, unreadKey, send, changedByFiles }: LiveClaimThreadOptions<Sent>,
) {
  const queryClient = useQueryClient();
  const { refetch } = thread;
  const reread = useCallback(() => void refetch(), [refetch]);
  useLiveThread(live, claimId, reread);
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: unreadKey });
  }, [readAt, queryClient, unreadKey]);

  const onSend = async (text: string, files: File[]) => {
    const answer = await send(text, files);
    await refetch();
    if (files.length) for (const filters of changedByFiles) void queryClient.invalidateQueries(filters);
    return answer;
  };
  // The thread's size is where its newest message stands, however few pages are loaded.
  const total = thread.data ? threadOf(thread.data).newest.lastSeq : 0;
  return { total, reread, onSend };
}
