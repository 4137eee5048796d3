// The shell's own toast trigger: the browser losing or regaining its network link.
import { useEffect } from "react";
import { toast } from "./toast-store";

export const CONNECTION_LOST_TOAST = {
  title: "CONNECTION LOST",
  description: "Network link down. Changes will not be sent until it returns.",
  variant: "destructive",
} as const;

export const CONNECTION_RESTORED_TOAST = {
  title: "CONNECTION RESTORED",
  description: "Network link up. You can continue.",
  variant: "default",
} as const;

export function useConnectionToasts(): void {
  useEffect(() => {
    const onOffline = () => toast(CONNECTION_LOST_TOAST);
    const onOnline = () => toast(CONNECTION_RESTORED_TOAST);
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, []);
}
