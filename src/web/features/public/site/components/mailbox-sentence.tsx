// A policy sentence that sends the reader to a mailbox. While the operator has not set that
// mailbox, the sentence names the contact form instead (its words a link to it): a page must not
// point to "the privacy mailbox below" when there is none. While the settings are unknown (still
// loading, or failed) the mailbox wording stands, as the mailbox line below says what happened.
import type { DeferredQuery } from "#web/lib/use-deferred-query";
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { CONTACT_FORM_WORDS, type PolicyBlock } from "#web/content/policy-document";
import { settingOf } from "#web/features/public/shared/public-content-api";

type Props = { settings: DeferredQuery<Schema<"SiteSettingsAnswer">>; block: Extract<PolicyBlock, { kind: "mailboxText" }> };

export function MailboxSentence({ settings, block }: Props) {
  const unset = settings.isSuccess && settingOf(settings.data, block.setting) === "";
  if (!unset) return <p data-testid={`mailbox-text-${block.setting}`}>{block.withMailbox}</p>;
  const at = block.withoutMailbox.indexOf(CONTACT_FORM_WORDS);
  return (
    <p data-testid={`mailbox-text-${block.setting}`}>
      {block.withoutMailbox.slice(0, at)}
      <Link to={PAGE_PATHS.contact} className="text-link">
        {CONTACT_FORM_WORDS}
      </Link>
      {block.withoutMailbox.slice(at + CONTACT_FORM_WORDS.length)}
    </p>
  );
}
