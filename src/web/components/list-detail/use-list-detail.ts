// A list and the one record opened from it. The selection is kept in the tab, so it survives a page
// turn, a filter and a reload; closing hands focus back to the row's button it was opened from (or
// the fallbacks, in order, when that row is gone) once the list is on screen again.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { focusFirst } from "#web/components/detail-panel/focus";
import { freshest } from "./selection";

export function useListDetail<T>({
  keyOf,
  returnFocus,
}: {
  keyOf: (item: T) => string;
  /** The ids to focus after closing the record of this key, first found first. */
  returnFocus: (key: string) => string[];
}) {
  const [selected, setSelected] = useState<T>();
  /** The key of the record just closed, until focus is back on its row. */
  const closedKey = useRef<string | undefined>(undefined);
  const giveFocusBack = useEffectEvent((key: string) => focusFirst(returnFocus(key)));

  useEffect(() => {
    if (selected !== undefined || closedKey.current === undefined) return;
    giveFocusBack(closedKey.current);
    closedKey.current = undefined;
  }, [selected]);

  return {
    /** The open record as it was opened (or last replaced). */
    selected,
    open: (item: T) => setSelected(item),
    /** Swaps in a newer copy of the open record (after a change to it). */
    replace: (item: T) => setSelected((current) => (current !== undefined && keyOf(current) === keyOf(item) ? item : current)),
    close: () => {
      if (selected !== undefined) closedKey.current = keyOf(selected);
      setSelected(undefined);
    },
    /** The open record as `list` has it now, else as it was opened. */
    shownIn: (list: readonly T[]) => freshest(list, selected, keyOf),
    isOpen: (item: T) => selected !== undefined && keyOf(selected) === keyOf(item),
  };
}
