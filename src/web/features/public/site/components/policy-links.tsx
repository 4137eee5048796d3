// Links between the policy pages, for the pages a visitor reads them from.
import { NavLink } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import "./policy-links.css";

const LINKS = [
  { to: PAGE_PATHS.privacyPolicy, label: "Privacy Policy" },
  { to: PAGE_PATHS.termsOfService, label: "Terms of Service" },
  { to: PAGE_PATHS.customerSupport, label: "Customer Support" },
] as const;

export function PolicyLinks() {
  return (
    <nav className="policy-links" aria-label="Policies and support">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className="text-link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
