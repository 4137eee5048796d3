// Customer support (public-screens.md §2.15): e-mail support and the messaging chat (from the
// operator's settings), operating hours and response times (from the one policy source), help
// categories, an FAQ and the three contact mailboxes.
import type { ReactNode } from "react";
import { CHAT_HOURS_TEXT, SUPPORT_HOURS, SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { CONTACT_MAILBOXES, FAQ, HELP_CATEGORIES } from "#web/content/customer-support";
import { settingOf, useSiteSettings } from "#web/features/public/shared/public-content-api";
import { FaqItem } from "../components/faq-item";
import { MailboxAddress } from "../components/mailbox-line";
import { PolicyLinks } from "../components/policy-links";
import { ContentPageHead } from "../components/content-page-head";
import { TermList } from "../components/term-list";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./customer-support-page.css";

/** A titled section of the page; the id names its heading. */
function SupportBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="support__block" aria-labelledby={id}>
      <h2 id={id} className="support__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One way to reach support (e-mail, chat), as a terminal panel. */
function SupportChannel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="terminal-panel support__channel" aria-labelledby={id}>
      <h2 id={id} className="terminal-panel__bar support__channel-title">
        {title}
      </h2>
      <div className="support__channel-body">{children}</div>
    </section>
  );
}

export function CustomerSupportPage() {
  usePageMeta(
    pageTitle("Customer Support"),
    "E-mail support, the messaging chat, operating hours, help topics, answers to common questions and the contact mailboxes.",
  );
  const settings = useSiteSettings();
  const supportEmail = settingOf(settings.data, "supportEmail");
  const chatLink = settingOf(settings.data, "chatLink");

  return (
    <article className="content-page support" aria-labelledby="support-heading">
      <ContentPageHead id="support-heading" kicker="SUPPORT CHANNEL" title="Customer Support">
        <p className="content-page__lead">
          Reach us by e-mail or through the messaging chat. Choose the topic below for the right mailbox.
        </p>
      </ContentPageHead>

      <div className="support__channels">
        <SupportChannel id="email-support-title" title="E-mail Support">
          <p>
            <MailboxAddress settings={settings} setting="supportEmail" label="Support mailbox" />
          </p>
          <p className="text-muted" data-testid="support-response">
            {SUPPORT_RESPONSE_TEXT}
          </p>
          {supportEmail ? (
            <a className="term-button" href={`mailto:${supportEmail}`}>
              E-MAIL SUPPORT
            </a>
          ) : null}
        </SupportChannel>
        <SupportChannel id="chat-support-title" title="Messaging Chat">
          <p>
            Staffed <span className="text-strong">{CHAT_HOURS_TEXT}</span>.
          </p>
          {settings.isPending ? (
            <p className="text-muted">loading…</p>
          ) : chatLink ? (
            <a className="term-button" href={chatLink} target="_blank" rel="noopener noreferrer" data-testid="chat-link">
              OPEN MESSAGING CHAT<span aria-hidden="true"> ↗</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <p className="mailbox__missing" data-testid="chat-missing">
              {settings.isError
                ? "The chat link could not be loaded."
                : "No messaging chat link is configured yet. Please use e-mail for now."}
            </p>
          )}
        </SupportChannel>
      </div>

      <SupportBlock id="hours-title" title="Operating Hours">
        <dl className="support__hours" data-testid="support-hours">
          {SUPPORT_HOURS.map((row) => (
            <div key={row.days} className="support__hours-row">
              <dt>{row.days}</dt>
              <dd className={row.hours === "Closed" ? "text-muted" : undefined}>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </SupportBlock>

      <SupportBlock id="help-title" title="Help Categories">
        <ul className="support__categories">
          {HELP_CATEGORIES.map((category) => (
            <li key={category.id} className="card support__category">
              <h3 className="card__title">{category.title}</h3>
              <TermList items={category.topics} />
            </li>
          ))}
        </ul>
      </SupportBlock>

      <SupportBlock id="faq-title" title="Frequently Asked Questions">
        <ul className="faq">
          {FAQ.map((entry) => (
            <FaqItem key={entry.id} question={entry.question} answer={entry.answer} />
          ))}
        </ul>
      </SupportBlock>

      <SupportBlock id="mailboxes-title" title="Contact Mailboxes">
        <ul className="support__mailboxes">
          {CONTACT_MAILBOXES.map((mailbox) => (
            <li key={mailbox.setting} className="card support__mailbox">
              <h3 className="card__title">{mailbox.title}</h3>
              <p className="text-muted">{mailbox.purpose}</p>
              <p>
                <MailboxAddress settings={settings} setting={mailbox.setting} label={`${mailbox.title} mailbox`} />
              </p>
              <p className="text-muted support__response">{mailbox.response}</p>
            </li>
          ))}
        </ul>
      </SupportBlock>
      <PolicyLinks />
    </article>
  );
}
