// The facts of one record as a description list: a term and its value a row.
import type { ReactNode } from "react";
import "./detail-panel.css";
import "./detail-view.css";

/** `rows`: name beside value, one fact a row (a record's page); `grid`: small columns (a card). */
export function Facts({ className, layout = "rows", children }: { className?: string; layout?: "rows" | "grid"; children: ReactNode }) {
  const base = layout === "rows" ? "facts" : "fact-grid";
  return <dl className={className ? `${base} ${className}` : base}>{children}</dl>;
}

/** One fact; `wide` spans a grid's row; `className` adds the record's own row class (a wide row, a test's hook). */
export function Fact({
  term,
  children,
  className,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  const classes = ["facts__row", wide ? "fact-grid__wide" : undefined, className].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
