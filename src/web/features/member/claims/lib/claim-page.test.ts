import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { showingText } from "#web/components/pagination/pagination";
import { claimServerPage } from "./claim-page";

const claims = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}` }) as Schema<"Claim">);

test("25 a page from the server's answer", () => {
  const answer: Schema<"ClaimsAnswer"> = { success: true, claims: claims(25), total: 30, page: 1, pageSize: 25 };
  const page = claimServerPage(answer);
  expect(page).toMatchObject({ page: 1, pageCount: 2, from: 1, to: 25, hasNext: true });
  expect(showingText(claimServerPage({ ...answer, claims: claims(5), page: 2 }))).toBe("Showing 26–30 of 30");
});
