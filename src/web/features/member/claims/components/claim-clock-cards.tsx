// The member's claim clock: the shared Deadlines and Events sections in the claim page's wide cards.
import { ClaimClock } from "#web/components/claim-clock/claim-clock";
import { useClaimClock } from "../api/claim-clock-api";
import { ClaimsWideCard } from "./claims-wide-card";

export function ClaimClockCards({ claimId }: { claimId: string }) {
  return (
    <ClaimClock
      source={useClaimClock(claimId)}
      idPrefix="claim"
      frame={({ id, title, aside, children }) => (
        <ClaimsWideCard key={id} id={id} title={title} count={aside}>
          {children}
        </ClaimsWideCard>
      )}
    />
  );
}
