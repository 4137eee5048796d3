// A page of GET /api/claims in the pagination bar's shape.
import type { ClaimsAnswer, ClaimView } from "#shared/answers/claims";
import type { Page } from "#web/components/pagination/pagination";
import { serverPage } from "#web/features/member/shared/server-page";

export const claimServerPage = (answer: ClaimsAnswer): Page<ClaimView> =>
  serverPage({ entries: answer.claims, total: answer.total, page: answer.page, pageSize: answer.pageSize });
