// How a member's deadline reminders reach them, with the words the account page, the API and the
// CLI share.
import { z } from "#zod";
import { builtOnFirstUse } from "./built-on-first-use";

export const REMINDER_CHANNEL_WORDS = { email: "E-mail", sms: "Text message (SMS)", none: "No reminders" } as const;
export type ReminderChannel = keyof typeof REMINDER_CHANNEL_WORDS;
export const REMINDER_CHANNELS = Object.keys(REMINDER_CHANNEL_WORDS) as [ReminderChannel, ...ReminderChannel[]];
export const REMINDER_CHANNEL_MESSAGE = "Reminders must be sent by e-mail, by text message, or not at all";

export const reminderChannelSchema = builtOnFirstUse(() =>
  z.object({ channel: z.enum(REMINDER_CHANNELS, { error: REMINDER_CHANNEL_MESSAGE }) }),
);

/** The file name in a calendar feed's address: the token the member was shown, then `.ics`. */
export const calendarFileSchema = builtOnFirstUse(() =>
  z.string().meta({ description: "The feed's token followed by .ics, as POST /api/user/calendar-feed answered it" }),
);
