// Links into the claim screens.
import type { ServiceRequestType } from "#shared/schemas/claims";
import { PAGE_PATHS } from "#shared/page-paths";

export const claimPath = (id: string) => `${PAGE_PATHS.claims}/${encodeURIComponent(id)}`;
export const newClaimPath = (type?: ServiceRequestType) => (type ? `${PAGE_PATHS.newClaim}?type=${type}` : PAGE_PATHS.newClaim);
