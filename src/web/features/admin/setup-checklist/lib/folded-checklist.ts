// Whether an admin folded the setup checklist, kept in this browser's storage under the admin's
// id: another admin signing in on the same browser finds it as they left it themselves.
import { useState } from "react";

/** The storage key of one admin's choice. */
export const foldedKey = (adminId: string) => `aan-setup-checklist-folded:${adminId}`;

/** Storage that may be refused (a private window, a blocked site): the card then simply starts open. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readFolded(adminId: string, store: Storage | undefined = storage()): boolean {
  try {
    return store?.getItem(foldedKey(adminId)) === "1";
  } catch {
    return false;
  }
}

export function writeFolded(adminId: string, folded: boolean, store: Storage | undefined = storage()): void {
  try {
    if (folded) store?.setItem(foldedKey(adminId), "1");
    else store?.removeItem(foldedKey(adminId));
  } catch {
    // A full or refused storage forgets the choice; the card still folds for this visit.
  }
}

export function useFoldedChecklist(adminId: string) {
  const [folded, setFolded] = useState(() => readFolded(adminId));
  const toggle = () => {
    setFolded(!folded);
    writeFolded(adminId, !folded);
  };
  return { folded, toggle };
}
