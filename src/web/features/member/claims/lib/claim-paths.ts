// Links into the claim screens.
import { PAGE_PATHS } from "#shared/page-paths";

export const claimPath = (id: string) => `${PAGE_PATHS.claims}/${encodeURIComponent(id)}`;
