// Header on every page (public-screens.md §2.2): logo to /home and the buttons Home, LOGIN,
// APPRAISERS and PACKAGES. The LOGIN place belongs to the member feature: a signed-in member sees
// their username (to /account) and Sign out there instead.
import { Link, NavLink } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { MemberHeaderLinks } from "#web/features/member/auth/components/member-header-links";
import { TerminalTooltip } from "#web/components/tooltip/terminal-tooltip";
import { Wordmark } from "#web/components/wordmark/wordmark";
import "./site-header.css";

type NavItem = { label: string; to: string; hint: string };

const BEFORE_MEMBER: readonly NavItem[] = [{ label: "Home", to: PAGE_PATHS.home, hint: "Landing page" }];
const AFTER_MEMBER: readonly NavItem[] = [
  { label: "APPRAISERS", to: PAGE_PATHS.appraisers, hint: "Appraiser directory" },
  { label: "PACKAGES", to: PAGE_PATHS.packages, hint: "Deployment packages" },
];

function NavButton({ item }: { item: NavItem }) {
  return (
    <TerminalTooltip content={item.hint}>
      <NavLink to={item.to} className="term-button">
        {item.label}
      </NavLink>
    </TerminalTooltip>
  );
}

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to={PAGE_PATHS.home} className="site-header__logo" aria-label="AAN home">
        <Wordmark />
      </Link>
      <nav className="site-header__nav" aria-label="Main">
        {BEFORE_MEMBER.map((item) => (
          <NavButton key={item.to} item={item} />
        ))}
        <MemberHeaderLinks />
        {AFTER_MEMBER.map((item) => (
          <NavButton key={item.to} item={item} />
        ))}
      </nav>
    </header>
  );
}
