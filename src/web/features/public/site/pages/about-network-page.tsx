// The about page (public-screens.md §2.5): "What is the network?" in four sections, buttons to
// the process and the carrier tactics, GO BACK to the navigation hub.
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { ABOUT_SECTIONS } from "#web/content/public-pages-text";
import { ContentPageHead } from "../components/content-page-head";
import { BackButton, ContentPageActions, NextLink } from "../components/content-page-actions";
import { TermList } from "../components/term-list";
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
              {section.list ? <TermList items={section.list} /> : null}
            </div>
          </section>
        ))}
      </div>
      <ContentPageActions
        back={<BackButton to={PAGE_PATHS.navigation} label="GO BACK" />}
        next={
          <>
            <NextLink to={PAGE_PATHS.ourProcess} label="OUR PROCESS" />
            <NextLink to={PAGE_PATHS.carrierTactics} label="CARRIER TACTICS" />
          </>
        }
      />
    </article>
  );
}
