// Keeps an open claim thread current (decision 0081): a Server-Sent Events stream says when the
// thread moved on and `onMoved` reads it again; while the stream is down (a proxy that refuses
// it, a server restarting) the thread is read every MESSAGE_POLL_MS instead, until it is back.
import { useEffect } from "react";
import { MESSAGE_POLL_MS } from "#shared/claim-messages";

export function useLiveThread(eventsUrl: string, onMoved: () => void): void {
  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(onMoved, MESSAGE_POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return stopPolling;
    }
    let seen: string | undefined;
    const source = new EventSource(eventsUrl, { withCredentials: true });
    source.addEventListener("thread", (event) => {
      const data = (event as MessageEvent<string>).data;
      // The first event says where the thread is; every later one (a reconnect included) that differs means read again.
      if (seen !== undefined && data !== seen) onMoved();
      seen = data;
    });
    source.addEventListener("open", stopPolling);
    source.addEventListener("error", startPolling);
    return () => {
      source.close();
      stopPolling();
    };
  }, [eventsUrl, onMoved]);
}
