// "Purchasing rules & guidelines" (public-screens.md §2.8, §9): what is being bought and for how
// much, the three routes compared, the billing rules in the one policy's words, and BUY NOW.
import { Link } from "react-router-dom";
import {
  ANOTHER_PACKAGE_POLICY,
  CANCELLATION_POLICY,
  DUE_DATE_RULE,
  LATE_PAYMENT_POLICY,
  PERIOD_DAYS,
  RENEWAL_NOTICE_DAYS_BEFORE,
  SUPPORT_RESPONSE_TEXT,
  type BillingFrequency,
} from "#shared/billing-policy";
import {
  APPRAISAL_CREDIT_VALUE_USD,
  ENGINEER_VISIT_VALUE_USD,
  PUBLIC_ADJUSTER_FEE_PERCENT,
  publicAdjusterFeeUsd,
} from "#shared/package-facts";
import { PAGE_PATHS } from "#shared/page-paths";
import { priceText, usdText } from "../lib/money-text";
import { FREQUENCY_LABEL, includedText, PER_LABEL, type PackageOffer } from "../lib/package-offers";
import { contactState, purchaseInquiry } from "../lib/purchase-inquiry";
import "../commerce-pages.css";
import "./purchase-rules.css";

export const PURCHASE_RULES_ID = "purchase-rules";

/** Why BUY NOW cannot be used, or null when it can. */
export type BuyBlock =
  | { reason: "loading" }
  | { reason: "settings-failed" }
  | { reason: "no-link" }
  | { reason: "subscribed"; plan: string; state: string }
  | null;

type Props = {
  offer: PackageOffer;
  frequency: BillingFrequency;
  block: BuyBlock;
  signedIn: boolean;
  onBuy: () => void;
};

function BuyNote({ offer, frequency, block, signedIn }: Pick<Props, "offer" | "frequency" | "block" | "signedIn">) {
  if (block?.reason === "loading") return <>Checking the payment link...</>;
  if (block?.reason === "settings-failed") return <>The payment link could not be loaded. Reload the page to try again.</>;
  if (block?.reason === "no-link") {
    return (
      <>
        {offer.name} ({FREQUENCY_LABEL[frequency].toLowerCase()}) is bought through our team: send us a message with the contact form and we
        reply with how to pay. {SUPPORT_RESPONSE_TEXT}
      </>
    );
  }
  if (block?.reason === "subscribed") {
    return (
      <>
        You hold the {block.plan} package ({block.state}). {ANOTHER_PACKAGE_POLICY} Write to us about a change. {SUPPORT_RESPONSE_TEXT}
      </>
    );
  }
  if (!signedIn) return <>Buying needs your activated member account: you sign in first and come back here.</>;
  return <>You leave this site for the secure card payment page of our payment provider.</>;
}

export function PurchaseRules({ offer, frequency, block, signedIn, onBuy }: Props) {
  const amount = priceText(offer.price[frequency]);
  const claim = offer.facts.exampleClaimUsd;
  const paTotal = publicAdjusterFeeUsd(claim) * offer.estimates;
  const noteId = `${PURCHASE_RULES_ID}-buy-note`;
  return (
    <section id={PURCHASE_RULES_ID} className="purchase-rules terminal-panel" aria-labelledby={`${PURCHASE_RULES_ID}-title`}>
      <div className="terminal-panel__bar">
        <span>order // {offer.key}</span>
        <span>{FREQUENCY_LABEL[frequency]}</span>
      </div>
      <div className="purchase-rules__body">
        <h2 id={`${PURCHASE_RULES_ID}-title`} className="glow-title purchase-rules__title" tabIndex={-1}>
          Purchasing rules &amp; guidelines
        </h2>

        <dl className="fact-list fact-list--table purchase-rules__summary">
          <div className="fact-list__row">
            <dt>Amount</dt>
            <dd data-testid="purchase-amount">{amount}</dd>
          </div>
          <div className="fact-list__row">
            <dt>Frequency</dt>
            <dd data-testid="purchase-frequency">{FREQUENCY_LABEL[frequency]}</dd>
          </div>
          <div className="fact-list__row">
            <dt>Package</dt>
            <dd>{offer.name}</dd>
          </div>
        </dl>

        <h3 className="purchase-rules__subtitle">What you are buying</h3>
        <p>
          The {offer.name} package: {includedText(offer)} in each {PERIOD_DAYS}-day period, processing {offer.facts.processingPhrase},
          billed {amount} every {PER_LABEL[frequency]}.
        </p>

        <h3 className="purchase-rules__subtitle">Three routes compared</h3>
        <ul className="route-compare">
          <li className="route-compare__item">
            <h4>Public adjuster</h4>
            <p>
              {PUBLIC_ADJUSTER_FEE_PERCENT}% of each claim: {usdText(publicAdjusterFeeUsd(claim))} on a {usdText(claim)} claim,{" "}
              {usdText(paTotal)} on {offer.estimates} of them. The fee comes out of the settlement.
            </p>
          </li>
          <li className="route-compare__item">
            <h4>In-house estimator</h4>
            <p>
              A salary, estimating software and training, paid whether claims come in or not. No engineer visits or appraisal credits come
              with it, and the estimate still has to stand up to the carrier.
            </p>
          </li>
          <li className="route-compare__item route-compare__item--ours">
            <h4>{offer.name} package</h4>
            <p>
              {amount} per {PER_LABEL[frequency]} for {offer.estimates} reconstructed estimates, {offer.engineerVisits} engineer visits (
              {usdText(offer.engineerVisits * ENGINEER_VISIT_VALUE_USD)} value) and {offer.appraisalCredits} appraisal credits (
              {usdText(offer.appraisalCredits * APPRAISAL_CREDIT_VALUE_USD)} value) per period. Nothing is taken from the settlement.
            </p>
          </li>
        </ul>

        <h3 className="purchase-rules__subtitle">Rules</h3>
        <ul className="rule-list">
          <li>Billing is {FREQUENCY_LABEL[frequency].toLowerCase()}, as chosen here at purchase.</li>
          <li>{DUE_DATE_RULE}</li>
          <li>{LATE_PAYMENT_POLICY}</li>
          <li>{CANCELLATION_POLICY}</li>
          <li>A renewal notice is sent through the messaging service {RENEWAL_NOTICE_DAYS_BEFORE} day before each due date.</li>
          <li>After purchase a package is not upgraded, downgraded or changed online.</li>
          <li>
            After purchase everything goes through the messaging service: file uploads and text only, no voice calls or voice notes.
            Contracts are sent the same way.
          </li>
        </ul>

        <div className="purchase-rules__buy">
          {block?.reason === "no-link" || block?.reason === "subscribed" ? (
            // No online payment for this choice, or a package already running: the way on is a
            // message to the team, the form filled in with what is being bought.
            <Link
              to={PAGE_PATHS.contact}
              state={contactState(purchaseInquiry(offer, frequency, block.reason === "subscribed" ? block : null))}
              className="term-button term-button--warn purchase-rules__buy-button"
              aria-describedby={noteId}
            >
              {block.reason === "subscribed" ? "CONTACT US ABOUT A CHANGE" : "CONTACT US TO BUY"}
            </Link>
          ) : (
            <button
              type="button"
              className="term-button term-button--warn purchase-rules__buy-button"
              disabled={block !== null}
              aria-describedby={noteId}
              onClick={onBuy}
            >
              BUY NOW
            </button>
          )}
          <p
            id={noteId}
            className={
              block && block.reason !== "loading" && block.reason !== "no-link"
                ? "purchase-rules__note purchase-rules__note--blocked"
                : "purchase-rules__note"
            }
          >
            <BuyNote offer={offer} frequency={frequency} block={block} signedIn={signedIn} />
          </p>
        </div>
      </div>
    </section>
  );
}
