// Module-level toast store (shadcn use-toast pattern): any code, React or not, can raise a
// toast with toast({...}); the Toaster subscribes with useToast().
import { useSyncExternalStore } from "react";
import { TOAST_REMOVE_DELAY_MS } from "#shared/constants";
import { idsToDismiss, initialToastState, toastReducer, type ToastAction, type ToastItem, type ToastState } from "./toast-reducer";

export type ToastInput = Omit<ToastItem, "id" | "open">;

let state: ToastState = initialToastState;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "REMOVE_TOAST", toastId: id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS_TOAST") idsToDismiss(state, action.toastId).forEach(scheduleRemoval);
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/** Shows a toast (replacing the visible one) and returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "ADD_TOAST", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } }),
  };
}

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
