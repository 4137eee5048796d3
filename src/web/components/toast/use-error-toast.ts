// Raises a failure toast once per failed fetch (a query error stays set across renders). A lost
// session is not a failed fetch: the panel tells it once, on the way to the login.
import { useEffect, useRef } from "react";
import { isSessionLost } from "../../lib/api-error";
import { toast } from "./toast-store";
import type { ToastMessage } from "./toast-text";

type FailedQuery = { isError: boolean; error: unknown; errorUpdatedAt: number };

export function useErrorToast(query: FailedQuery, message: (error: unknown) => ToastMessage): void {
  const shownFor = useRef(0);
  const latest = useRef(message);
  useEffect(() => {
    latest.current = message;
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || isSessionLost(error) || shownFor.current === errorUpdatedAt) return;
    shownFor.current = errorUpdatedAt;
    toast(latest.current(error));
  }, [isError, error, errorUpdatedAt]);
}
