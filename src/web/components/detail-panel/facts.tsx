// The facts of one record as a description list: a term and its value a row.
import type { ReactNode } from "react";
import "./detail-view.css";

export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `facts ${className}` : "facts"}>{children}</dl>;
}

/** One fact; `className` adds the record's own row class (a wide row, a test's hook). */
export function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `facts__row ${className}` : "facts__row"}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
