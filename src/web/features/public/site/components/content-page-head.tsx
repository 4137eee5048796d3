// The head of every content page: a decorative kicker ("// BRIEFING"), the page's one h1 (its id
// labels the article) and whatever the page adds below (a lead, a date, a status).
import type { ReactNode } from "react";
import "./content-page-head.css";

export function ContentPageHead({
  id,
  kicker,
  title,
  large = true,
  center = false,
  children,
}: {
  id: string;
  kicker: string;
  title: string;
  large?: boolean;
  center?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={center ? "content-page__head content-page__head--center" : "content-page__head"}>
      <p className="content-page__kicker" aria-hidden="true">
        {`// ${kicker}`}
      </p>
      <h1 id={id} className={large ? "screen-title screen-title--large" : "screen-title"}>
        {title}
      </h1>
      {children}
    </header>
  );
}
