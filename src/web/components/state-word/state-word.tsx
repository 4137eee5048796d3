// A status as a coloured word: the classes `<kind> <kind>--<tone>` carry its colour, `state-word` its type.
import type { ReactNode } from "react";
import "./state-word.css";

export function StateWord({ kind, tone, children }: { kind: string; tone: string; children: ReactNode }) {
  return <span className={`state-word ${kind} ${kind}--${tone}`}>{children}</span>;
}
