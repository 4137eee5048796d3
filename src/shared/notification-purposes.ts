// What each message in the outbox is for, in the words the panel and the CLI show: the operator
// reads a kind of message, never the key the server stores. Every purpose a use case queues is in
// this list, so a new kind cannot be queued without its words.
export const NOTIFICATION_PURPOSE_WORDS = {
  password_reset: "Password reset",
  device_added: "New device notice",
  new_device_code: "New-device code",
  renewal_notice: "Renewal notice",
  claim_message: "New message notice",
  claim_message_operative: "Member message notice to operatives",
  test_message: "Test message",
  deadline_reminder: "Deadline reminder",
  carrier_overdue: "Carrier deadline passed",
} as const;

export type NotificationPurpose = keyof typeof NOTIFICATION_PURPOSE_WORDS;

const isPurpose = (purpose: string): purpose is NotificationPurpose => Object.hasOwn(NOTIFICATION_PURPOSE_WORDS, purpose);

/** A purpose in words; one this build does not know (a row from a later version) says so plainly. */
export const purposeText = (purpose: string): string => (isPurpose(purpose) ? NOTIFICATION_PURPOSE_WORDS[purpose] : "Other message");
