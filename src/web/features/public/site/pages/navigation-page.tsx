// The navigation hub (public-screens.md §2.4): "Select Your Path", four tiles, BACK TO HOME to /.
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { HUB_TILES } from "#web/content/public-pages-text";
import { PolicyLinks } from "../components/policy-links";
import { ContentPageHead } from "../components/content-page-head";
import { BackButton, ContentPageActions } from "../components/content-page-actions";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./navigation-page.css";

export function NavigationPage() {
  usePageMeta(
    pageTitle("Select Your Path"),
    "Choose where to go next: about the network, our process, carrier tactics or the deployment subscriptions.",
  );

  return (
    <section className="content-page hub" aria-labelledby="hub-heading">
      <ContentPageHead id="hub-heading" kicker="NAVIGATION" title="Select Your Path" center />
      <ul className="hub__tiles">
        {HUB_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={PAGE_PATHS[tile.to]} className="hub__tile" data-testid="hub-tile">
              <span className="hub__code" aria-hidden="true">
                [{tile.code}]
              </span>
              <span className="hub__title">{tile.title}</span>
              <span className="hub__description">{tile.description}</span>
              <span className="hub__go" aria-hidden="true">
                ENTER ▸
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ContentPageActions center back={<BackButton to={PAGE_PATHS.root} label="BACK TO HOME" ghost={false} />} />
      <PolicyLinks />
    </section>
  );
}
