// Customer support (public-screens.md §2.15): e-mail support and the messaging chat (from the
// operator's settings), operating hours and response times (from the one policy source), help
// categories, an FAQ and the three contact mailboxes. A mailbox or chat the operator has not set is
// left out, never announced; the contact form stands in for the support mailbox.
import { memo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { CHAT_HOURS_TEXT, SUPPORT_HOURS, SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { CONTACT_MAILBOXES, FAQ, HELP_CATEGORIES, type ContactMailbox } from "#web/content/customer-support";
import { settingOf, useSiteSettings } from "#web/features/public/shared/public-content-api";
import { useDeferredQuery, type DeferredQuery } from "#web/lib/use-deferred-query";
import type { Schema } from "#web/lib/api-types";
import { FaqItem } from "../components/faq-item";
import { MailboxAddress } from "../components/mailbox-line";
import { PolicyLinks } from "../components/policy-links";
import { ContentPageHead } from "../components/content-page-head";
import { TermList } from "../components/term-list";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./customer-support-page.css";

/** A titled section of the page; the id names its heading. */
function SupportBlock({ id, title, hidden, children }: { id: string; title: string; hidden?: boolean; children: ReactNode }) {
  return (
    <section className="support__block" aria-labelledby={id} hidden={hidden}>
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

/**
 * Holds the room `room` takes (drawn hidden, in the same place) under what is shown: the page is
 * built before the site settings are known (decision 0120), and what they bring must fit in the
 * room the built page kept, or everything below it would move as they arrive.
 */
function RoomFor({ room, children }: { room: ReactNode; children: ReactNode }) {
  return (
    <span className="support__room">
      <span>{children}</span>
      <span className="support__room-keeper" aria-hidden="true">
        {room}
      </span>
    </span>
  );
}

/** The longest lead there is, and the widest button of each channel: the room the built page keeps. */
const LONGEST_LEAD =
  "Reach us through the messaging chat, or write to us through the contact form. Choose the topic below for the right mailbox.";

/** The lead names only the ways in that exist: a mailbox, a chat, or else the contact form. */
function supportLead(ways: { loaded: boolean; email: boolean; chat: boolean; mailboxes: boolean }): string {
  const topic = ways.mailboxes ? " Choose the topic below for the right mailbox." : "";
  if (!ways.loaded || (ways.email && ways.chat)) return `Reach us by e-mail or through the messaging chat.${topic}`;
  if (ways.email) return `Reach us by e-mail.${topic}`;
  if (ways.chat) return `Reach us through the messaging chat, or write to us through the contact form.${topic}`;
  return `The answers below cover the common questions; the team answers everything else.${topic}`;
}

export function CustomerSupportPage() {
  usePageMeta(
    pageTitle("Customer Support"),
    "E-mail support, the messaging chat, operating hours, help topics, answers to common questions and the contact mailboxes.",
  );
  // The settings' answer changes a few lines of a long page: filled in by a render React splits.
  return <CustomerSupportBody settings={useDeferredQuery(useSiteSettings())} />;
}

const CustomerSupportBody = memo(function CustomerSupportBody({ settings }: { settings: DeferredQuery<Schema<"SiteSettingsAnswer">> }) {
  const supportEmail = settingOf(settings.data, "supportEmail");
  const chatLink = settingOf(settings.data, "chatLink");
  // What is not set is left out rather than announced; the contact form always reaches the team.
  const showChat = settings.isPending || settings.isError || chatLink !== "";
  const button = (label: string) => <span className="term-button">{label}</span>;
  const isSet = (mailbox: ContactMailbox) => !settings.isSuccess || settingOf(settings.data, mailbox.setting) !== "";
  const mailboxes = CONTACT_MAILBOXES.filter(isSet);

  return (
    <article className="content-page support" aria-labelledby="support-heading">
      <ContentPageHead id="support-heading" kicker="SUPPORT CHANNEL" title="Customer Support">
        <p className="content-page__lead">
          <RoomFor room={LONGEST_LEAD}>
            {supportLead({
              loaded: settings.isSuccess,
              email: supportEmail !== "",
              chat: chatLink !== "",
              mailboxes: mailboxes.length > 0,
            })}
          </RoomFor>
        </p>
      </ContentPageHead>

      <div className="support__channels">
        <SupportChannel id="email-support-title" title={settings.isSuccess && !supportEmail ? "Write to Us" : "E-mail Support"}>
          <p>
            <RoomFor room="Write to us through the contact form.">
              <MailboxAddress settings={settings} setting="supportEmail" />
            </RoomFor>
          </p>
          <p className="text-muted" data-testid="support-response">
            {SUPPORT_RESPONSE_TEXT}
          </p>
          <RoomFor room={button("E-MAIL SUPPORT")}>
            {supportEmail ? (
              <a className="term-button" href={`mailto:${supportEmail}`}>
                E-MAIL SUPPORT
              </a>
            ) : settings.isSuccess ? (
              <Link className="term-button" to={PAGE_PATHS.contact}>
                CONTACT FORM
              </Link>
            ) : null}
          </RoomFor>
        </SupportChannel>
        {/* A chat the operator has not set leaves its room empty, not announced (decision 0078). */}
        <div className={showChat ? "support__chat" : "support__chat support__chat--unset"} aria-hidden={showChat ? undefined : true}>
          <SupportChannel id="chat-support-title" title="Messaging Chat">
            <p>
              Staffed <span className="text-strong">{CHAT_HOURS_TEXT}</span>.
            </p>
            <RoomFor room={button("OPEN MESSAGING CHAT ↗")}>
              {settings.isPending ? (
                <span className="text-muted">loading…</span>
              ) : chatLink ? (
                <a className="term-button" href={chatLink} target="_blank" rel="noopener noreferrer" data-testid="chat-link">
                  OPEN MESSAGING CHAT<span aria-hidden="true"> ↗</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : showChat ? (
                <span className="mailbox__missing">The chat link could not be loaded.</span>
              ) : null}
            </RoomFor>
          </SupportChannel>
        </div>
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
        <ul className="plain-list faq">
          {FAQ.map((entry) => (
            <FaqItem key={entry.id} question={entry.question} answer={entry.answer} />
          ))}
        </ul>
      </SupportBlock>

      {/* A mailbox the operator has not set is hidden, not removed: the built page holds them all,
          and taking a block out of the page as the settings arrive is a long task in Lighthouse's
          trace (decision 0152). Hidden, it is neither seen nor read out. */}
      <SupportBlock id="mailboxes-title" title="Contact Mailboxes" hidden={mailboxes.length === 0}>
        <ul className="support__mailboxes">
          {CONTACT_MAILBOXES.map((mailbox) => (
            <li key={mailbox.setting} className="card support__mailbox" hidden={!isSet(mailbox)}>
              <h3 className="card__title">{mailbox.title}</h3>
              <p className="text-muted">{mailbox.purpose}</p>
              <p>
                <MailboxAddress settings={settings} setting={mailbox.setting} />
              </p>
              <p className="text-muted support__response">{mailbox.response}</p>
            </li>
          ))}
        </ul>
      </SupportBlock>
      <PolicyLinks />
    </article>
  );
});
