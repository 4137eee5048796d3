// The facts of one record as a description list: a term and its value a row, some rows wide.
import type { ReactNode } from "react";

export function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
