// Links between the policy pages, for the pages a visitor reads them from.
import { NavLink } from "react-router-dom";
import { PATHS } from "#web/lib/paths";
import "./policy-links.css";

const LINKS = [
  { to: PATHS.privacyPolicy, label: "Privacy Policy" },
  { to: PATHS.termsOfService, label: "Terms of Service" },
  { to: PATHS.customerSupport, label: "Customer Support" },
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
