// The foot of a commerce page: the page before on the left ("◄ About the network"), the one after
// on the right ("Appraiser directory ►").
import { Link } from "react-router-dom";
import { ForwardLink } from "#web/components/forward-link/forward-link";

type Way = { to: string; label: string };

export function CommerceFoot({ back, forward }: { back: Way; forward: Way }) {
  return (
    <footer className="commerce__foot">
      <Link to={back.to} className="text-link">
        <span aria-hidden="true">◄ </span>
        {back.label}
      </Link>
      <ForwardLink to={forward.to}>{forward.label}</ForwardLink>
    </footer>
  );
}
