// A card of a page: a section named by its "// TITLE" heading.
import type { ReactNode } from "react";
import "./panel.css";

export function Card({
  titleId,
  title,
  className,
  children,
  ...data
}: {
  titleId: string;
  title: ReactNode;
  /** The card's own class, beside card. */
  className?: string;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <section className={className ? `card ${className}` : "card"} aria-labelledby={titleId} {...data}>
      <h3 id={titleId} className="card__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
