// The frame of the privacy policy and the terms: title, "Last Updated" (the date the text in code
// last changed, or the operator's date for it; never today's), an introduction, a numbered contents list and the numbered sections.
// The texts name the operator's brand, read here from the site settings.
import { memo } from "react";
import { APP_NAME } from "#shared/constants";
import type { Schema } from "#web/lib/api-types";
import type { SiteSettingKey } from "#shared/site-settings";
import type { PolicyBlock, PolicySection } from "#web/content/policy-document";
import { settingOf, useSiteSettings } from "#web/features/public/shared/public-content-api";
import { useDeferredQuery, type DeferredQuery } from "#web/lib/use-deferred-query";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { policyDateText } from "../lib/format-policy-date";
import { ContentPageHead } from "./content-page-head";
import { MailboxAddress } from "./mailbox-line";
import { MailboxSentence } from "./mailbox-sentence";
import { PolicyLinks } from "./policy-links";
import { TermList } from "./term-list";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./policy-page.css";

type PolicyPageProps = {
  id: string;
  title: string;
  /** The page's meta description. */
  description: string;
  intro: (brand: string) => string;
  sections: (brand: string) => readonly PolicySection[];
  updatedSetting: Extract<SiteSettingKey, "privacyPolicyUpdated" | "termsUpdated">;
  /** The day (YYYY-MM-DD) the text in code last changed, kept beside the text. */
  lastChanged: string;
};

/**
 * The operator's date when one is set (and is a real day), else the date the text in code last
 * changed: the page always shows a true date, never today's and never an empty one.
 */
function LastUpdated({
  settings,
  setting,
  lastChanged,
}: {
  settings: DeferredQuery<Schema<"SiteSettingsAnswer">>;
  setting: PolicyPageProps["updatedSetting"];
  lastChanged: string;
}) {
  const value = settings.isPending ? "loading…" : policyDateText(settingOf(settings.data, setting), lastChanged);
  return (
    <p className="policy__updated" data-testid="last-updated">
      Last Updated: <span className={settings.isPending ? "text-muted" : "text-strong"}>{value}</span>
    </p>
  );
}

function Block({ block, settings }: { block: PolicyBlock; settings: DeferredQuery<Schema<"SiteSettingsAnswer">> }) {
  switch (block.kind) {
    case "text":
      return (
        <p id={block.id} data-testid={block.id}>
          {block.text}
        </p>
      );
    case "list":
      return <TermList items={block.items} />;
    case "mailboxText":
      return <MailboxSentence settings={settings} block={block} />;
    case "mailbox":
      // Unset, the sentence before it already names the contact form (a mailboxText block): only the response time is left to say.
      if (settings.isSuccess && settingOf(settings.data, block.setting) === "") return <p className="text-muted">{block.response}</p>;
      return (
        <div className="mailbox">
          <p>
            <MailboxAddress
              settings={settings}
              setting={block.setting}
              prefix={
                <>
                  <span className="mailbox__label">{block.label}:</span>{" "}
                </>
              }
            />
          </p>
          <p className="text-muted">{block.response}</p>
        </div>
      );
  }
}

export function PolicyPage(props: PolicyPageProps) {
  usePageMeta(pageTitle(props.title), props.description);
  // The settings' answer changes a few words of a long document: filled in by a render React splits.
  return <PolicyDocument {...props} settings={useDeferredQuery(useSiteSettings())} />;
}

const PolicyDocument = memo(function PolicyDocument({
  id,
  title,
  intro,
  sections: sectionsOf,
  updatedSetting,
  lastChanged,
  settings,
}: PolicyPageProps & { settings: DeferredQuery<Schema<"SiteSettingsAnswer">> }) {
  const brand = settingOf(settings.data, "brandName") || APP_NAME;
  const sections = sectionsOf(brand);
  return (
    <article className="content-page policy" aria-labelledby={`${id}-heading`}>
      <ContentPageHead id={`${id}-heading`} kicker="DOCUMENT" title={title} large={false}>
        <LastUpdated settings={settings} setting={updatedSetting} lastChanged={lastChanged} />
        <p className="content-page__lead">{intro(brand)}</p>
      </ContentPageHead>
      <nav className="terminal-panel policy__toc" aria-label="Contents">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-link">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="policy__sections">
        {sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            className="policy__section"
            aria-labelledby={`${section.id}-title`}
            data-testid="policy-section"
          >
            <h2 id={`${section.id}-title`} className="policy__section-title">
              <span className="policy__number">{String(i + 1).padStart(2, "0")}.</span> {section.title}
            </h2>
            {section.blocks.map((block, j) => (
              <Block key={j} block={block} settings={settings} />
            ))}
          </section>
        ))}
      </div>
      <PolicyLinks />
    </article>
  );
});
