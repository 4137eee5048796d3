// A question before a change that cannot be taken back, as Radix's alert dialog draws it: focus
// moves into it and stays there, Escape or Cancel closes it, and the page behind cannot be used
// meanwhile. The trigger is the caller's button; Cancel has the focus first, so Enter never
// confirms by accident.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactElement } from "react";
import "./confirm-dialog.css";

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: string;
  /** The confirming button's words: what it does ("Sign out everywhere else"), never "OK". */
  confirm: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="confirm-dialog__overlay" />
        <AlertDialog.Content className="confirm-dialog">
          <AlertDialog.Title className="confirm-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="confirm-dialog__description">{description}</AlertDialog.Description>
          <div className="confirm-dialog__actions">
            <AlertDialog.Cancel className="term-button term-button--compact">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="term-button term-button--compact term-button--danger" onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
