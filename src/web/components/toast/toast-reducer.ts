// Toast state machine (accounts-admin-api.md §4): add, update, dismiss (mark closed), remove.
// Pure, so the rules (one visible, newest first) are unit-tested; timers live in toast-store.ts.
import type { ReactNode } from "react";
import { TOAST_LIMIT } from "#shared/constants";

export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** false once dismissed: Radix plays the exit, the item is removed later. */
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastItem }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastItem> & Pick<ToastItem, "id"> }
  /** Without an id every toast is dismissed. */
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction, limit: number = TOAST_LIMIT): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      // Newest first; the limit drops the older ones, so a new toast replaces the visible one.
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case "REMOVE_TOAST":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

/** Ids a dismiss action closes, so the store can schedule their removal. */
export function idsToDismiss(state: ToastState, toastId: string | undefined): string[] {
  return toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
}
