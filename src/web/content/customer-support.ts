// The customer support page (public-screens.md §2.15): help categories, the FAQ and the contact
// mailboxes. Hours and response times come from the one policy source (src/shared/billing-policy.ts).
import {
  CANCELLATION_POLICY,
  DUE_DATE_RULE,
  LATE_PAYMENT_POLICY,
  LEGAL_RESPONSE_TEXT,
  PRIVACY_RESPONSE_TEXT,
  SUPPORT_RESPONSE_TEXT,
} from "#shared/billing-policy";
import { MAX_UPLOAD_BYTES } from "#shared/upload-limits";
import type { MailboxSetting } from "./policy-document";

export type HelpCategory = { id: string; title: string; topics: readonly string[] };

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: "account",
    title: "Account Issues",
    topics: ["Registration and invitation codes", "Sign-in and password reset", "Devices bound to your account"],
  },
  { id: "billing", title: "Payment & Billing", topics: ["Due dates and renewal notices", "Late payments and suspension", "Cancellation"] },
  {
    id: "technical",
    title: "Technical Support",
    topics: ["Uploading estimates, photos and documents", "Pages that do not load", "Messaging chat access"],
  },
];

export type FaqEntry = { id: string; question: string; answer: string };

export const FAQ: readonly FaqEntry[] = [
  {
    id: "access",
    question: "How do I get access?",
    answer: "Access is by invitation only. Register with your invitation code; each code is single-use and non-transferable.",
  },
  { id: "due-dates", question: "When are payments due?", answer: DUE_DATE_RULE },
  { id: "late-payment", question: "What happens if a payment is late?", answer: LATE_PAYMENT_POLICY },
  { id: "cancel", question: "How do I cancel?", answer: `Contact support by e-mail or chat. ${CANCELLATION_POLICY}` },
  {
    id: "files",
    question: "Which files can I send?",
    answer: `Estimate files (ESX), photos (JPEG or PNG) and documents (PDF), at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB each.`,
  },
  {
    id: "calls",
    question: "Can I call the network?",
    answer:
      "No. After purchase, all communication runs through the mobile messaging service: file uploads and text only, no voice calls and no voice notes.",
  },
  {
    id: "devices",
    question: "I can no longer sign in on my device. What now?",
    answer:
      "Remove devices you no longer use from your account page. If you cannot sign in at all, reset your password from the sign-in page, or write to support.",
  },
];

export type ContactMailbox = { setting: MailboxSetting; title: string; purpose: string; response: string };

export const CONTACT_MAILBOXES: readonly ContactMailbox[] = [
  { setting: "generalEmail", title: "General", purpose: "Questions about the network and its packages", response: SUPPORT_RESPONSE_TEXT },
  { setting: "privacyEmail", title: "Privacy", purpose: "Requests about your personal information", response: PRIVACY_RESPONSE_TEXT },
  { setting: "legalEmail", title: "Legal", purpose: "Legal notices and questions about the terms", response: LEGAL_RESPONSE_TEXT },
];
