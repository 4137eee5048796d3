// The about page (public-screens.md §2.5): "What is the network?" in four sections, buttons to
// the process and the carrier tactics, GO BACK to the navigation hub.
import { Link } from "react-router-dom";
import { PATHS } from "#web/lib/paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { ABOUT_SECTIONS } from "#web/content/public-pages-text";
import { ContentPageHead } from "../components/content-page-head";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./about-network-page.css";

export function AboutNetworkPage() {
  usePageMeta(
    pageTitle("What is the network?"),
    "An invitation-only network of claim professionals: what it is, how it helps, what it offers and whom it serves.",
  );

  return (
    <article className="content-page" aria-labelledby="about-heading">
      <ContentPageHead id="about-heading" kicker="BRIEFING" title="What is the network?" />
      <div className="about__grid">
        {ABOUT_SECTIONS.map((section) => (
          <section key={section.id} className="terminal-panel about__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="terminal-panel__bar about__title">
              {section.title}
            </h2>
            <div className="about__body">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul className="term-list">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
      <div className="content-page__actions">
        <Link to={PATHS.navigation} className="term-button term-button--ghost">
          <span aria-hidden="true">◄ </span>GO BACK
        </Link>
        <span className="content-page__spacer" />
        <Link to={PATHS.ourProcess} className="term-button">
          OUR PROCESS<span aria-hidden="true"> ▸</span>
        </Link>
        <Link to={PATHS.carrierTactics} className="term-button">
          CARRIER TACTICS<span aria-hidden="true"> ▸</span>
        </Link>
      </div>
    </article>
  );
}
