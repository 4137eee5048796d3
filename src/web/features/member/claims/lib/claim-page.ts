// A page of GET /api/claims in the pagination bar's shape.
import type { Schema } from "#web/lib/api-types";
import type { Page } from "#web/components/pagination/pagination";
import { serverPage } from "#web/features/member/shared/server-page";

export const claimServerPage = (answer: Schema<"ClaimsAnswer">): Page<Schema<"Claim">> =>
  serverPage({ entries: answer.claims, total: answer.total, page: answer.page, pageSize: answer.pageSize });
