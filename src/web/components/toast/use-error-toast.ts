// Raises a failure toast once per failed fetch (a query error stays set across renders). A lost
// session is not a failed fetch: the panel tells it once, on the way to the login; nor is a
// "set up two-factor first" refusal, which the panel's MFA guard tells once, on Settings.
import { useEffect, useRef } from "react";
import { isToldByGuard } from "#web/lib/api-error";
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
    if (!isError || isToldByGuard(error) || shownFor.current === errorUpdatedAt) return;
    shownFor.current = errorUpdatedAt;
    toast(latest.current(error));
  }, [isError, error, errorUpdatedAt]);
}
