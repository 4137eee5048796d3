// A credibility entry as the API and the CLI show it.
import type { CredibilityEntryView } from "#shared/api-types";
import { optionalCentsToDecimal } from "../money";
import type { CredibilityRow } from "./credibility-repository";

/**
 * An entry as the API shows it. Pages read the same view as JSON kept by SQLite: the SQL view
 * credibility_entry_as_json (migration 0020) writes it field for field in this order, and
 * tests/integration/credibility-entry-json.test.ts holds the two to the same answer.
 */
export function toEntryView(row: CredibilityRow): CredibilityEntryView {
  const {
    originalAmountCents,
    reducedAmountCents,
    finalAmountCents,
    deductibleCents,
    createdAt,
    updatedAt,
    importId: _importId,
    ...rest
  } = row;
  return {
    ...rest,
    originalAmount: optionalCentsToDecimal(originalAmountCents),
    reducedAmount: optionalCentsToDecimal(reducedAmountCents),
    finalAmount: optionalCentsToDecimal(finalAmountCents),
    deductible: optionalCentsToDecimal(deductibleCents),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
