// Links into the claim screens.
import type { ServiceRequestType } from "#shared/schemas/claims";
import { PATHS } from "#web/lib/paths";

export const claimPath = (id: string) => `${PATHS.claims}/${encodeURIComponent(id)}`;
export const newClaimPath = (type?: ServiceRequestType) => (type ? `${PATHS.newClaim}?type=${type}` : PATHS.newClaim);
