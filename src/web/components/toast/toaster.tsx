// Radix Toast provider + viewport bound to the toast store. Radix supplies the 5 s auto-close,
// pause on hover/focus, swipe-right dismissal and the F8 hotkey to focus the region.
import * as Toast from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "#shared/constants";
import { useRef } from "react";
import { dismissToast, useToast } from "./toast-store";
import { useToastRoom } from "./use-toast-room";

export function Toaster() {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useToastRoom(viewport);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = "default", open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={`toast toast--${variant}`}
          data-variant={variant}
          // Failures interrupt a screen reader; routine notices wait their turn.
          type={variant === "destructive" ? "foreground" : "background"}
        >
          <div className="toast__body">
            {title ? <Toast.Title className="toast__title">{title}</Toast.Title> : null}
            {description ? <Toast.Description className="toast__description">{description}</Toast.Description> : null}
          </div>
          <Toast.Close className="toast__close" aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className="toast-viewport" />
    </Toast.Provider>
  );
}
