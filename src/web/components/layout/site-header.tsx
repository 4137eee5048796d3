// Header on every page (public-screens.md §2.2): logo to /home and four navigation buttons.
import { Link, NavLink } from "react-router-dom";
import { PATHS } from "../../app/paths";
import { TerminalTooltip } from "../tooltip/terminal-tooltip";
import { Wordmark } from "./wordmark";

const NAV_ITEMS = [
  { label: "Home", to: PATHS.home, hint: "Landing page" },
  { label: "LOGIN", to: PATHS.login, hint: "Member sign-in" },
  { label: "APPRAISERS", to: PATHS.appraisers, hint: "Appraiser directory" },
  { label: "PACKAGES", to: PATHS.packages, hint: "Deployment packages" },
] as const;

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to={PATHS.home} className="site-header__logo" aria-label="AAN home">
        <Wordmark />
      </Link>
      <nav className="site-header__nav" aria-label="Main">
        {NAV_ITEMS.map((item) => (
          <TerminalTooltip key={item.to} content={item.hint}>
            <NavLink to={item.to} className="term-button">
              {item.label}
            </NavLink>
          </TerminalTooltip>
        ))}
      </nav>
    </header>
  );
}
