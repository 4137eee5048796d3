// A short list inside a card: the first rows, and a button that shows all of them or fewer again.
import { useState } from "react";

export function useFirstRows<Row>(rows: readonly Row[] | undefined, first: number) {
  const [all, setAll] = useState(false);
  const shown = rows && !all ? rows.slice(0, first) : rows;
  return { shown, all, toggle: () => setAll((value) => !value), hidden: (rows?.length ?? 0) > first };
}

export function ShowAllButton({
  rows,
  all,
  onToggle,
  className = "",
}: {
  rows: number;
  all: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`term-button term-button--compact term-button--ghost${className ? ` ${className}` : ""}`}
      onClick={onToggle}
    >
      {all ? "Show fewer" : `Show all ${rows}`}
    </button>
  );
}
