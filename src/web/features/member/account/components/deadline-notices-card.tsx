// The member's deadline notices: how reminders of their own duties (and of carrier duties gone
// overdue) reach them, and a private calendar feed of their open duties. The feed's address is
// shown once, when it is made: it is the key to the feed, so only a new address can be shown again.
import { useState } from "react";
import { REMINDER_CHANNEL_WORDS, REMINDER_CHANNELS, type ReminderChannel } from "#shared/schemas/deadline-notices";
import { TitledCard } from "#web/components/panel/titled-card";
import { toast } from "#web/components/toast/toast-store";
import { changeFailed, said } from "#web/components/toast/toast-text";
import { copyText } from "#web/lib/copy-text";
import { formatUtc } from "#web/lib/format-time";
import { useCalendarFeed, useReminderChannel, useSetReminderChannel, useTurnOffFeed, useTurnOnFeed } from "../api/deadline-notices-api";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./deadline-notices-card.css";

export function DeadlineNoticesCard() {
  const reminders = useReminderChannel();
  const setChannel = useSetReminderChannel();
  const feed = useCalendarFeed();
  const turnOn = useTurnOnFeed();
  const turnOff = useTurnOffFeed();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  // The choice shows at once (a controlled radio would otherwise spring back until the call settles); a refusal puts the stored one back.
  const [chosen, setChosen] = useState<ReminderChannel | null>(null);
  const channel = chosen ?? reminders.data?.channel;

  const choose = (next: ReminderChannel) => {
    setChosen(next);
    setChannel.mutate(next, {
      onSuccess: () => toast(said(undefined, `Reminders: ${REMINDER_CHANNEL_WORDS[next]}`)),
      onError: (error) => {
        setChosen(null);
        toast(changeFailed("Failed to change reminders", error));
      },
    });
  };
  const makeAddress = () =>
    turnOn.mutate(undefined, {
      onSuccess: (answer) => setShownUrl(answer.url),
      onError: (error) => toast(changeFailed("Failed to make a calendar address", error)),
    });
  const stop = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setShownUrl(null);
        toast(said(undefined, "Calendar feed turned off"));
      },
      onError: (error) => toast(changeFailed("Failed to turn the calendar feed off", error)),
    });
  const copy = async () =>
    toast(
      (await copyText(shownUrl ?? "")) ? said(undefined, "Address copied") : said(undefined, "Copy failed: select the address and copy it"),
    );

  return (
    <TitledCard id="account-deadline-notices" title="Deadline Notices" className="member-card">
      <fieldset className="deadline-notices__group" disabled={!reminders.data}>
        <legend className="deadline-notices__legend">Reminders of your duties, and of carrier deadlines that pass</legend>
        <div className="deadline-notices__choices" role="radiogroup" aria-label="Deadline reminders">
          {REMINDER_CHANNELS.map((option) => (
            <label key={option} className="deadline-notices__choice">
              <input type="radio" name="deadline-reminders" value={option} checked={channel === option} onChange={() => choose(option)} />
              {REMINDER_CHANNEL_WORDS[option]}
            </label>
          ))}
        </div>
        <p className="text-muted">A week and a day before your own duties are due; once when a carrier's duty passes unmet.</p>
      </fieldset>
      <div className="deadline-notices__feed">
        <p className="deadline-notices__legend">Calendar feed</p>
        {shownUrl ? (
          <>
            <p>Add this private address to your calendar (Google Calendar: Other calendars, From URL). It is shown only now.</p>
            <p className="deadline-notices__url" data-testid="calendar-feed-url">
              {shownUrl}
            </p>
          </>
        ) : feed.data?.enabled ? (
          <p className="text-muted" data-testid="calendar-feed-state">
            On since {formatUtc(feed.data.createdAt)}. Lost the address? Make a new one: the old one stops working.
          </p>
        ) : (
          <p className="text-muted" data-testid="calendar-feed-state">
            Off. Your open deadlines as all-day events, named by claim number and duty only.
          </p>
        )}
        <div className="deadline-notices__actions">
          {shownUrl ? (
            <button type="button" className="term-button term-button--compact" onClick={() => void copy()}>
              Copy address
            </button>
          ) : null}
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={turnOn.isPending || !feed.data}
            onClick={makeAddress}
          >
            {feed.data?.enabled ? "Make a new address" : "Turn on"}
          </button>
          {feed.data?.enabled ? (
            <button
              type="button"
              className="term-button term-button--warn term-button--compact"
              disabled={turnOff.isPending}
              onClick={stop}
            >
              Turn off
            </button>
          ) : null}
        </div>
      </div>
    </TitledCard>
  );
}
