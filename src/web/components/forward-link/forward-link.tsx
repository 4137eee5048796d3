// A link onward (to sign in, to the packages, to the next step): its words, then the ► mark,
// which screen readers skip since they already say "link".
import { Link, type LinkProps } from "react-router-dom";

export function ForwardLink({ className = "text-link", children, ...link }: LinkProps) {
  return (
    <Link className={className} {...link}>
      {children} <span aria-hidden="true">►</span>
    </Link>
  );
}
