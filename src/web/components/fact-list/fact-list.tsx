// Label / value lines as a description list; `children` adds rows that need more than a value.
import type { ReactNode } from "react";
import "./fact-list.css";

export type Fact = readonly [label: string, value: ReactNode];

export function FactList({
  facts,
  className,
  testId,
  children,
}: {
  facts: readonly Fact[];
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className ? `fact-list ${className}` : "fact-list"} data-testid={testId}>
      {facts.map(([label, value]) => (
        <FactRow key={label} label={label}>
          {value}
        </FactRow>
      ))}
      {children}
    </dl>
  );
}

export function FactRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="fact-list__row">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
