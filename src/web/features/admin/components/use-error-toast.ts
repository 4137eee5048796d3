// Raises a failure toast once per failed fetch (a query error stays set across renders).
import { useEffect, useRef } from "react";
import { toast } from "../../../components/toast/toast-store";
import type { AdminToast } from "../lib/admin-toasts";

export function useErrorToast(failed: boolean, errorUpdatedAt: number, message: AdminToast): void {
  const shownFor = useRef(0);
  const latest = useRef(message);
  latest.current = message;
  useEffect(() => {
    if (!failed || shownFor.current === errorUpdatedAt) return;
    shownFor.current = errorUpdatedAt;
    toast(latest.current);
  }, [failed, errorUpdatedAt]);
}
