// Customer support (public-screens.md §2.15): e-mail support and the messaging chat (from the
// operator's settings), operating hours and response times (from the one policy source), help
// categories, an FAQ and the three contact mailboxes.
import { CHAT_HOURS_TEXT, SUPPORT_HOURS, SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { CONTACT_MAILBOXES, FAQ, HELP_CATEGORIES } from "#web/content/customer-support";
import { settingOf, useSiteSettings } from "#web/features/public/shared/public-content-api";
import { FaqItem } from "../components/faq-item";
import { MailboxAddress } from "../components/mailbox-line";
import { PolicyLinks } from "../components/policy-links";
import "#web/components/panel/panel.css";
import "../public-pages.css";

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
      <header className="content-page__head">
        <p className="content-page__kicker" aria-hidden="true">
          // SUPPORT CHANNEL
        </p>
        <h1 id="support-heading" className="screen-title screen-title--large">
          Customer Support
        </h1>
        <p className="content-page__lead">
          Reach us by e-mail or through the messaging chat. Choose the topic below for the right mailbox.
        </p>
      </header>

      <div className="support__channels">
        <section className="terminal-panel support__channel" aria-labelledby="email-support-title">
          <h2 id="email-support-title" className="terminal-panel__bar support__channel-title">
            E-mail Support
          </h2>
          <div className="support__channel-body">
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
          </div>
        </section>
        <section className="terminal-panel support__channel" aria-labelledby="chat-support-title">
          <h2 id="chat-support-title" className="terminal-panel__bar support__channel-title">
            Messaging Chat
          </h2>
          <div className="support__channel-body">
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
          </div>
        </section>
      </div>

      <section className="support__block" aria-labelledby="hours-title">
        <h2 id="hours-title" className="support__title">
          Operating Hours
        </h2>
        <dl className="support__hours" data-testid="support-hours">
          {SUPPORT_HOURS.map((row) => (
            <div key={row.days} className="support__hours-row">
              <dt>{row.days}</dt>
              <dd className={row.hours === "Closed" ? "text-muted" : undefined}>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="support__block" aria-labelledby="help-title">
        <h2 id="help-title" className="support__title">
          Help Categories
        </h2>
        <ul className="support__categories">
          {HELP_CATEGORIES.map((category) => (
            <li key={category.id} className="card support__category">
              <h3 className="card__title">{category.title}</h3>
              <ul className="term-list">
                {category.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="support__block" aria-labelledby="faq-title">
        <h2 id="faq-title" className="support__title">
          Frequently Asked Questions
        </h2>
        <ul className="faq">
          {FAQ.map((entry) => (
            <FaqItem key={entry.id} question={entry.question} answer={entry.answer} />
          ))}
        </ul>
      </section>

      <section className="support__block" aria-labelledby="mailboxes-title">
        <h2 id="mailboxes-title" className="support__title">
          Contact Mailboxes
        </h2>
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
      </section>
      <PolicyLinks />
    </article>
  );
}
