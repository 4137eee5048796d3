// Keeps an open claim thread current (decisions 0081, 0090): the browser's one live stream of the
// signed-in side (live-threads.ts) says when the thread moved on and `onMoved` reads it again;
// while that stream is down the thread is read every MESSAGE_POLL_MS instead.
import { useEffect } from "react";
import type { LiveThreads } from "./live-threads";

export function useLiveThread(live: LiveThreads, claimId: string, onMoved: () => void): void {
  useEffect(() => live.watch(claimId, onMoved), [live, claimId, onMoved]);
}
