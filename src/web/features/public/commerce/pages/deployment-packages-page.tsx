// /deployment-packages (public-screens.md §2.8, §9): the three packages with the prices charged
// (GET /api/plans) and the §9 figures; choosing one shows only it, with arrows to the previous and
// next (wrapping; they clear a chosen purchase) and its collapsible sections; Monthly or Weekly
// opens "Purchasing rules & guidelines", scrolled to 100 ms later; BUY NOW goes to the operator's
// payment link (site settings) with the cached member's id, without an API call, or first to /login and back.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { isPayingState, type BillingFrequency, type PackageName } from "#shared/billing-policy";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { useDeferredQuery } from "#web/lib/use-deferred-query";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { fetchFailed } from "#web/components/toast/toast-text";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { loginPathFor } from "#web/lib/sessions/next-path";
import { usePlans } from "../api/plans-api";
import { useSiteSettings } from "#web/features/public/shared/public-content-api";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { ActivationNotice } from "../components/activation-notice";
import { PackageCard } from "../components/package-card";
import { PurchaseRules, PURCHASE_RULES_ID, type BuyBlock } from "../components/purchase-rules";
import type { SectionId } from "../lib/package-copy";
import { offersFrom } from "../lib/package-offers";
import { stepPackage, type Step } from "../lib/package-carousel";
import { configuredPaymentLink, paymentLinkCoverage, paymentUrlFor } from "../lib/payment-link";
import { savePendingPurchase, takePendingPurchase, type PurchaseChoice } from "../lib/pending-purchase";
import { CommerceFoot } from "../components/commerce-foot";
import "../commerce-pages.css";
import "./deployment-packages-page.css";

/** §9 "Timings": the rules panel is scrolled to this long after a purchase is chosen. */
export const SCROLL_TO_RULES_DELAY_MS = 100;

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Scrolls to the rules panel 100 ms after each choice (a new choice restarts the wait). */
function useScrollToRules(choiceSerial: number) {
  useEffect(() => {
    if (choiceSerial === 0) return;
    const timer = setTimeout(() => {
      const panel = document.getElementById(PURCHASE_RULES_ID);
      if (!panel) return;
      panel.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      // Keyboard and screen-reader users land where the eyes go.
      document.getElementById(`${PURCHASE_RULES_ID}-title`)?.focus({ preventScroll: true });
    }, SCROLL_TO_RULES_DELAY_MS);
    return () => clearTimeout(timer);
  }, [choiceSerial]);
}

export function DeploymentPackagesPage() {
  usePageMeta(
    pageTitle("Deployment Packages"),
    "Phantom, Ghost and Assassin deployment packages: reconstructed estimates, engineer visits and appraisal credits for a flat fee.",
  );
  const plansQuery = usePlans();
  // The cards are the page's largest render: filled in once the browser has time (use-deferred-query.ts).
  const plans = useDeferredQuery(plansQuery);
  const settings = useSiteSettings();
  const me = useCurrentMember();
  const user = me.data?.user;
  const subscription = useMemberSubscription(user?.id);
  const navigate = useNavigate();

  const offers = useMemo(() => offersFrom(plans.data?.plans ?? []), [plans.data]);
  const [selected, setSelected] = useState<PackageName | null>(null);
  const [purchase, setPurchase] = useState<PurchaseChoice | null>(null);
  const [choiceSerial, setChoiceSerial] = useState(0);
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(new Set());
  useScrollToRules(choiceSerial);

  const choose = useCallback((choice: PurchaseChoice) => {
    setSelected(choice.packageKey);
    setPurchase(choice);
    setChoiceSerial((n) => n + 1);
  }, []);

  // Back from /login: the purchase chosen before signing in opens again.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || offers.length === 0) return;
    resumed.current = true;
    const pending = takePendingPurchase();
    if (pending && offers.some((o) => o.key === pending.packageKey)) {
      setOpenSections((open) => new Set(open).add(`${pending.packageKey}:purchase`));
      choose(pending);
    }
  }, [offers, choose]);

  const step = (by: Step) => {
    if (!selected) return;
    const next = stepPackage(
      offers.map((o) => o.key),
      selected,
      by,
    );
    setSelected(next ?? null);
    setPurchase(null);
  };

  // The Select button goes away with the choice: focus goes to the package's name instead of the page.
  const select = (pkg: PackageName) => {
    setSelected(pkg);
    requestAnimationFrame(() => document.getElementById(`package-${pkg}-title`)?.focus());
  };

  const showAll = () => {
    setSelected(null);
    setPurchase(null);
  };

  const toggleSection = (pkg: PackageName, section: SectionId) =>
    setOpenSections((open) => {
      const key = `${pkg}:${section}`;
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const offer = offers.find((o) => o.key === purchase?.packageKey);
  const link = purchase ? configuredPaymentLink(settings.data?.settings, purchase.packageKey, purchase.frequency) : null;
  const running = subscription.data?.subscription;
  const block: BuyBlock =
    settings.isPending || me.isPending
      ? { reason: "loading" }
      : running && isPayingState(subscription.data!.state)
        ? // A package already runs: that is what the member must hear first, link or not.
          { reason: "subscribed", plan: running.planDisplayName, state: subscription.data!.state }
        : settings.isError
          ? { reason: "settings-failed" }
          : !link
            ? { reason: "no-link" }
            : null;

  // No API call (§2.8): the member comes from the query cache, which sign-in, sign-out and a lost
  // session keep current; a visitor who is not signed in goes to /login first and comes back.
  const buy = () => {
    if (!purchase || !link || me.isPending) return;
    if (!user) {
      savePendingPurchase(purchase);
      navigate(loginPathFor(PAGE_PATHS.packages));
      return;
    }
    window.location.assign(paymentUrlFor(link, user.id));
  };

  useEffect(() => {
    if (settings.isError) toast(fetchFailed("Failed to load payment links", settings.error));
  }, [settings.isError, settings.error]);

  const visible = selected ? offers.filter((o) => o.key === selected) : offers;
  const selectedOffer = offers.find((o) => o.key === selected);
  const neighbour = (by: Step) =>
    offers.find(
      (o) =>
        o.key ===
        (selected
          ? stepPackage(
              offers.map((x) => x.key),
              selected,
              by,
            )
          : undefined),
    )?.name ?? "";

  return (
    <div className="commerce packages">
      <header className="commerce__head">
        <Link to={PAGE_PATHS.aboutNetwork} className="text-link commerce__back">
          <span aria-hidden="true">◄ </span>About the network
        </Link>
        <p className="screen-kicker">
          <span className="status-dot" aria-hidden="true" /> DEPLOYMENT // SUBSCRIPTIONS
        </p>
        <h1 className="screen-title screen-title--large">Deployment Packages</h1>
        <p className="text-muted commerce__lead">
          A flat fee per month or per week instead of a share of every claim. Choose a package to see its details and how buying works.
        </p>
      </header>

      <ActivationNotice
        me={me}
        subscription={subscription}
        paymentLinks={
          settings.data && plans.data
            ? paymentLinkCoverage(
                settings.data.settings,
                offers.map((o) => o.key),
              )
            : undefined
        }
      />

      {/* The page's HTML is built with the loading line: see .packages__results--all. */}
      <div className={selected ? "packages__results" : "packages__results packages__results--all"}>
        {plans.status === "pending" ? (
          <p className="status-line" role="status">
            Loading packages...
            <span className="cursor" aria-hidden="true" />
          </p>
        ) : plans.status === "error" ? (
          <LoadFailed message="Failed to load the packages" onRetry={() => void plansQuery.refetch()} />
        ) : offers.length === 0 ? (
          <div className="empty-state">No package is on sale at the moment.</div>
        ) : (
          <>
            {selectedOffer ? (
              <nav className="package-nav" aria-label="Packages">
                <button
                  type="button"
                  className="term-button term-button--compact"
                  onClick={() => step(-1)}
                  aria-label={`Previous package: ${neighbour(-1)}`}
                >
                  <span aria-hidden="true">◄</span> PREV
                </button>
                <button type="button" className="term-button term-button--compact term-button--ghost" onClick={showAll}>
                  All packages
                </button>
                <button
                  type="button"
                  className="term-button term-button--compact"
                  onClick={() => step(1)}
                  aria-label={`Next package: ${neighbour(1)}`}
                >
                  NEXT <span aria-hidden="true">►</span>
                </button>
              </nav>
            ) : null}
            <div className={selected ? "card-grid package-grid package-grid--single" : "card-grid package-grid"} aria-live="polite">
              {visible.map((o) => (
                <PackageCard
                  key={o.key}
                  offer={o}
                  expanded={selected === o.key}
                  onSelect={() => select(o.key)}
                  isOpen={(section) => openSections.has(`${o.key}:${section}`)}
                  onToggle={(section) => toggleSection(o.key, section)}
                  chosenFrequency={purchase?.packageKey === o.key ? purchase.frequency : null}
                  onChoose={(frequency: BillingFrequency) => choose({ packageKey: o.key, frequency })}
                />
              ))}
            </div>
          </>
        )}
      </div>

      {purchase && offer ? (
        <PurchaseRules offer={offer} frequency={purchase.frequency} block={block} signedIn={Boolean(user)} onBuy={buy} />
      ) : null}

      <CommerceFoot
        back={{ to: PAGE_PATHS.aboutNetwork, label: "About the network" }}
        forward={{ to: PAGE_PATHS.appraisers, label: "Appraiser directory" }}
      />
    </div>
  );
}
