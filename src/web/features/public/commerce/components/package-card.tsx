// One package (public-screens.md §2.8, §9): its prices and figures; expanded (selected), its
// collapsible sections, each opening on its own, the last one holding the Monthly and Weekly buttons.
import { BILLING_FREQUENCIES, type BillingFrequency } from "#shared/billing-policy";
import { PAGE_PATHS } from "#shared/page-paths";
import {
  advantageText,
  bottomLineText,
  lifeAfterText,
  paFeeRows,
  SECTION_ORDER,
  SECTION_TITLES,
  type SectionId,
} from "../lib/package-copy";
import { factLines, FREQUENCY_LABEL, priceLine, type PackageOffer } from "../lib/package-offers";
import { priceText } from "../lib/money-text";
import { CollapsibleSection } from "./collapsible-section";
import "./package-card.css";
import { ChoiceButtons } from "#web/components/choice-buttons/choice-buttons";
import { ForwardLink } from "#web/components/forward-link/forward-link";

type Props = {
  offer: PackageOffer;
  expanded: boolean;
  onSelect: () => void;
  isOpen: (section: SectionId) => boolean;
  onToggle: (section: SectionId) => void;
  chosenFrequency: BillingFrequency | null;
  onChoose: (frequency: BillingFrequency) => void;
};

function SectionBody({
  section,
  offer,
  chosenFrequency,
  onChoose,
}: { section: SectionId } & Pick<Props, "offer" | "chosenFrequency" | "onChoose">) {
  switch (section) {
    case "advantage":
      return (
        <>
          {advantageText(offer).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </>
      );
    case "life-after":
      return (
        <>
          {lifeAfterText(offer).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </>
      );
    case "pa-fees":
      return (
        <dl className="fact-list fact-list--table">
          {paFeeRows(offer).map((row) => (
            <div key={row.label} className="fact-list__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "bottom-line":
      return <p>{bottomLineText(offer)}</p>;
    case "appraisers":
      return (
        <p>
          Appraisal credits are used with the appraisers of the network.{" "}
          <ForwardLink to={PAGE_PATHS.appraisers}>View appraiser network</ForwardLink>
        </p>
      );
    case "purchase":
      return (
        <ChoiceButtons
          label={`Buy ${offer.name}`}
          className="purchase-choice"
          buttonClassName="purchase-choice__button"
          choices={BILLING_FREQUENCIES}
          chosen={chosenFrequency}
          onChoose={onChoose}
        >
          {(frequency) => (
            <>
              <span>{FREQUENCY_LABEL[frequency]}</span>
              <span className="purchase-choice__price">{priceText(offer.price[frequency])}</span>
            </>
          )}
        </ChoiceButtons>
      );
  }
}

export function PackageCard({ offer, expanded, onSelect, isOpen, onToggle, chosenFrequency, onChoose }: Props) {
  const headingId = `package-${offer.key}-title`;
  return (
    <article
      className={`package-card package-card--${offer.key}${expanded ? " package-card--expanded" : ""}`}
      aria-labelledby={headingId}
      data-package={offer.key}
    >
      <header className="package-card__head">
        <p className="package-card__kicker">{offer.key === "assassin" ? "PRIORITY UNIT" : "DEPLOYMENT UNIT"}</p>
        <h2 id={headingId} className="package-card__name" tabIndex={-1}>
          {offer.name}
        </h2>
        <p className="package-card__price">
          <span className="package-card__price-main">{priceLine(offer, "monthly")}</span>
          <span className="package-card__price-alt">or {priceLine(offer, "weekly")}</span>
        </p>
      </header>
      <dl className="fact-list">
        {factLines(offer).map((line) => (
          <div key={line.label} className="fact-list__row">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {expanded ? (
        <div className="package-card__sections">
          {SECTION_ORDER.map((section) => (
            <CollapsibleSection
              key={section}
              id={`${offer.key}-${section}`}
              title={SECTION_TITLES[section]}
              open={isOpen(section)}
              onToggle={() => onToggle(section)}
            >
              <SectionBody section={section} offer={offer} chosenFrequency={chosenFrequency} onChoose={onChoose} />
            </CollapsibleSection>
          ))}
        </div>
      ) : (
        <button type="button" className="term-button package-card__select" onClick={onSelect}>
          Select {offer.name} <span aria-hidden="true">►</span>
        </button>
      )}
    </article>
  );
}
