// A card section labelled by its h2 title. With `headClassName` the title sits in a head row with
// what the card shows beside it (`aside`: a count, a state, a Reload button).
import type { ReactNode } from "react";
import "./panel.css";

export function TitledCard({
  id,
  title,
  className,
  headClassName,
  aside,
  children,
}: {
  /** The title's id; the section is labelled by it. */
  id: string;
  title: string;
  /** Classes beside `card`. */
  className?: string;
  headClassName?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="card__title">
      {title}
    </h2>
  );
  return (
    <section className={className ? `card ${className}` : "card"} aria-labelledby={id}>
      {headClassName ? (
        <div className={headClassName}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
