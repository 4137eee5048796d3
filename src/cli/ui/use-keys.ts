// Keys for the dashboard's components, each handled by the screen that the keys before it made.
// Ink 6 hands a key to the handlers at once, but React draws what a key changed only some
// milliseconds later (a default-priority update; ink 8 asked for a discrete one), and a
// component's own useInput starts listening later still (a passive effect): a key right after
// another (a fast typist, or a slow SSH link's burst in separate writes) reached the previous
// screen's handler, and a key right after 'a' opened a form found no form listening and was lost.
// So one Ink useInput at the top (KeySource) queues arriving keys; the queue is an external store,
// whose changes React draws at once (as it must, to never show a torn store), and keys are handed
// on one at a time from the commit that drew the last one's changes. Components listen from the
// commit that draws them (a layout effect) and are always called as they last rendered.
import { EventEmitter } from "node:events";
import { useInput, type Key } from "ink";
import {
  createContext,
  createElement,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

export type KeyHandler = (input: string, key: Key) => void;

const Keys = createContext<EventEmitter | undefined>(undefined);

/** Keys not yet handed on, and a count of arrivals for React to notice. */
function keyQueue() {
  const waiting: Array<[string, Key]> = [];
  const listeners = new Set<() => void>();
  let arrivals = 0;
  return {
    waiting,
    arrivals: () => arrivals,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(input: string, key: Key) {
      waiting.push([input, key]);
      arrivals++;
      for (const listener of listeners) listener();
    },
  };
}

function OwnKeySource({ children }: { children: ReactNode }) {
  const keys = useMemo(() => new EventEmitter(), []);
  const queue = useRef(keyQueue()).current;
  const arrivals = useSyncExternalStore(queue.subscribe, queue.arrivals);
  // Counts keys handed on: each one is handed on in the commit after the last one's.
  const [handed, setHanded] = useState(0);
  useInput((input, key) => queue.push(input, key));
  useLayoutEffect(() => {
    const next = queue.waiting.shift();
    if (!next) return;
    keys.emit("key", ...next);
    setHanded((count) => count + 1);
  }, [arrivals, handed, keys, queue]);
  return createElement(Keys.Provider, { value: keys }, children);
}

/** The source of keys for useKeys below it; inside another it adds nothing (one source a screen). */
export function KeySource({ children }: { children: ReactNode }) {
  return useContext(Keys) ? children : createElement(OwnKeySource, null, children);
}

export function useKeys(handler: KeyHandler, options?: { isActive?: boolean }): void {
  const keys = useContext(Keys);
  if (!keys) throw new Error("useKeys needs a KeySource above it");
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const active = options?.isActive ?? true;
  useLayoutEffect(() => {
    if (!active) return;
    const pass: KeyHandler = (input, key) => latest.current(input, key);
    keys.on("key", pass);
    return () => {
      keys.off("key", pass);
    };
  }, [keys, active]);
}
