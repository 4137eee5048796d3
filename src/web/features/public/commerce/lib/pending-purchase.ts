// A purchase chosen by a visitor who then has to sign in: kept for this tab only, so coming back
// from /login opens the same rules panel instead of starting over.
import { BILLING_FREQUENCIES, PACKAGE_NAMES, type BillingFrequency, type PackageName } from "#shared/billing-policy";

export const PENDING_PURCHASE_KEY = "aan-pending-purchase";
export type PurchaseChoice = { packageKey: PackageName; frequency: BillingFrequency };

export function parsePendingPurchase(text: string | null): PurchaseChoice | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if ((PACKAGE_NAMES as readonly unknown[]).includes(v.packageKey) && (BILLING_FREQUENCIES as readonly unknown[]).includes(v.frequency)) {
      return { packageKey: v.packageKey as PackageName, frequency: v.frequency as BillingFrequency };
    }
  } catch {
    // Not ours, or damaged: nothing to resume.
  }
  return null;
}

export function savePendingPurchase(choice: PurchaseChoice): void {
  try {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(choice));
  } catch {
    // Without storage the member chooses again after signing in.
  }
}

/** The kept choice, once: reading it removes it. */
export function takePendingPurchase(): PurchaseChoice | null {
  try {
    const choice = parsePendingPurchase(sessionStorage.getItem(PENDING_PURCHASE_KEY));
    sessionStorage.removeItem(PENDING_PURCHASE_KEY);
    return choice;
  } catch {
    return null;
  }
}
