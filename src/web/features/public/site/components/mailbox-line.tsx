// A mailbox on a policy or support page: the operator's address as a mailto link. A mailbox the
// operator has not set is never announced to a visitor (spec README decision 4: never a made-up
// address either): the line offers the contact form instead, which always reaches the team.
import type { DeferredQuery } from "#web/lib/use-deferred-query";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import type { MailboxSetting } from "#web/content/policy-document";
import { settingOf } from "#web/features/public/shared/public-content-api";
import "../public-pages.css";
import "./mailbox-line.css";

type MailboxLineProps = {
  settings: DeferredQuery<Schema<"SiteSettingsAnswer">>;
  setting: MailboxSetting;
  /** Shown before the address ("Privacy mailbox: "), only when there is an address. */
  prefix?: ReactNode;
};

/** What every public page offers where a mailbox is not set: the contact form. */
export function ContactFormFallback({ setting }: { setting: string }) {
  return (
    <span data-testid={`mailbox-fallback-${setting}`}>
      Write to us through the{" "}
      <Link to={PAGE_PATHS.contact} className="text-link">
        contact form
      </Link>
      .
    </span>
  );
}

export function MailboxAddress({ settings, setting, prefix }: MailboxLineProps) {
  if (settings.isPending) return <span className="text-muted">loading…</span>;
  if (settings.isError) {
    return (
      <span className="mailbox__missing">
        The address could not be loaded.{" "}
        <button type="button" className="term-button term-button--compact" onClick={() => void settings.refetch()}>
          Retry
        </button>
      </span>
    );
  }
  const address = settingOf(settings.data, setting);
  if (!address) return <ContactFormFallback setting={setting} />;
  return (
    <>
      {prefix}
      <a className="mailbox__address" href={`mailto:${address}`} data-testid={`mailbox-${setting}`}>
        {address}
      </a>
    </>
  );
}
