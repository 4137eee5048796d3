// The carrier tactics page (public-screens.md §2.7): 100 numbered tactics in five groups of 20,
// with a contents list to jump between groups. GO BACK goes back in history, or to the about page
// when this visit has no history.
import { useNavigate } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { CARRIER_TACTIC_GROUPS } from "#web/content/carrier-tactics";
import { hasInAppHistory } from "../lib/go-back";
import { ContentPageHead } from "../components/content-page-head";
import { BackButton, ContentPageActions, NextLink } from "../components/content-page-actions";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./carrier-tactics-page.css";

/** The first number of each group: the tactics are numbered 1-100 across the groups. */
const firstNumbers = CARRIER_TACTIC_GROUPS.map((_, i) => CARRIER_TACTIC_GROUPS.slice(0, i).reduce((sum, g) => sum + g.tactics.length, 1));
const TOTAL = CARRIER_TACTIC_GROUPS.reduce((sum, g) => sum + g.tactics.length, 0);

export function CarrierTacticsPage() {
  const navigate = useNavigate();
  usePageMeta(
    pageTitle("Carrier Tactics"),
    `${TOTAL} tactics insurance carriers use to pay less on a claim, in ${CARRIER_TACTIC_GROUPS.length} groups.`,
  );
  const goBack = () => (hasInAppHistory() ? navigate(-1) : navigate(PAGE_PATHS.aboutNetwork));

  return (
    <article className="content-page tactics" aria-labelledby="tactics-heading">
      <ContentPageHead id="tactics-heading" kicker="THREAT ASSESSMENT" title="Carrier Tactics">
        <p className="content-page__lead">
          {TOTAL} tactics carriers and their vendors use to pay less on a claim, in {CARRIER_TACTIC_GROUPS.length} groups. Knowing which one
          is in play is the first step to answering it with the right documents.
        </p>
      </ContentPageHead>
      <nav className="terminal-panel tactics__toc" aria-label="Tactic groups">
        <ol>
          {CARRIER_TACTIC_GROUPS.map((group, i) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="text-link">
                {group.title}
              </a>{" "}
              <span className="text-muted tactics__range">
                ({firstNumbers[i]}-{firstNumbers[i]! + group.tactics.length - 1})
              </span>
            </li>
          ))}
        </ol>
      </nav>
      {CARRIER_TACTIC_GROUPS.map((group, i) => (
        <section key={group.id} id={group.id} className="tactics__group" aria-labelledby={`${group.id}-title`} data-testid="tactic-group">
          <h2 id={`${group.id}-title`} className="glow-title tactics__group-title">
            <span className="tactics__group-number">GROUP {i + 1}</span> {group.title}
          </h2>
          <p className="text-muted tactics__summary">{group.summary}</p>
          <ol className="plain-list tactics__list" start={firstNumbers[i]}>
            {group.tactics.map((tactic, j) => (
              <li key={tactic.title} className="tactics__item" data-testid="tactic">
                <span className="tactics__number" aria-hidden="true">
                  {String(firstNumbers[i]! + j).padStart(3, "0")}
                </span>
                <span className="tactics__text">
                  <strong className="tactics__title">{tactic.title}</strong>
                  <span className="tactics__description">{tactic.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <ContentPageActions
        back={<BackButton onClick={goBack} label="GO BACK" />}
        next={<NextLink to={PAGE_PATHS.ourProcess} label="OUR PROCESS" />}
      />
    </article>
  );
}
