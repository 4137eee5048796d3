// A mailbox on a policy or support page: the operator's configured address as a mailto link, or a
// plain statement that none is configured (spec README decision 4: never a made-up address).
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { SiteSettingsAnswer } from "#shared/answers/content";
import { PAGE_PATHS } from "#shared/page-paths";
import type { MailboxSetting } from "#web/content/policy-document";
import { settingOf } from "#web/features/public/shared/public-content-api";
import "../public-pages.css";
import "./mailbox-line.css";

type MailboxLineProps = { settings: UseQueryResult<SiteSettingsAnswer>; setting: MailboxSetting; label: string };

export function MailboxAddress({ settings, setting, label }: MailboxLineProps) {
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
  if (!address) {
    return (
      <span className="mailbox__missing" data-testid={`mailbox-missing-${setting}`}>
        No {label.toLowerCase()} is configured yet. Please use the <Link to={PAGE_PATHS.contact}>contact form</Link> instead.
      </span>
    );
  }
  return (
    <a className="mailbox__address" href={`mailto:${address}`} data-testid={`mailbox-${setting}`}>
      {address}
    </a>
  );
}
