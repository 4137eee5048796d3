// Answers of a claim's thread: its messages oldest first, each with its author, time, files and
// whether the other side has read it.
import { z } from "#zod";
import { document } from "./claims";
import { nullable, success, timestamp, uuid, withMessage } from "./common";

export const claimMessage = z.object({
  id: uuid,
  claimId: uuid,
  seq: z.number().int().meta({ description: "The message's place in the thread (1, 2, 3…): the thread's total order" }),
  author: z.enum(["member", "operative"]),
  authorName: z.string().meta({ description: "The member's username, or the operative's display name" }),
  text: z.string(),
  createdAt: timestamp,
  attachments: z.array(document).meta({ description: "Files sent with the message; they are also among the claim's documents" }),
  read: z.boolean().meta({ description: "Whether the other side (the member, or the operatives) has read it" }),
});
export type ClaimMessageView = z.output<typeof claimMessage>;

export const claimMessagesAnswer = success({
  messages: z.array(claimMessage).meta({
    description:
      "One page of the thread, oldest first: the newest 50 by default, or those before `?before=` (at most `?limit=`, up to 200)",
  }),
  lastSeq: z.number().int().meta({ description: "The newest message's place: how many messages the thread holds" }),
  hasOlder: z.boolean().meta({ description: "Whether messages older than this page exist (ask with `?before=` the page's first seq)" }),
  claimStatus: z.string(),
  open: z.boolean().meta({ description: "False once the claim is completed or cancelled: the thread is read-only" }),
  unread: z.number().int().meta({ description: "The reader's unread messages before this read (reading marks them read)" }),
});
export type ClaimMessagesAnswer = z.output<typeof claimMessagesAnswer>;
export const claimMessageSentAnswer = withMessage({ sent: claimMessage });
export type ClaimMessageSentAnswer = z.output<typeof claimMessageSentAnswer>;

export const unreadCountsAnswer = success({
  total: z.number().int(),
  claims: z.array(z.object({ claimId: uuid, unread: z.number().int(), lastMessageAt: nullable(timestamp) })),
});
export type UnreadCountsAnswer = z.output<typeof unreadCountsAnswer>;

export const NAMED_VIEWS = { ClaimMessage: claimMessage } as const;

export const NAMED_ANSWERS = {
  ClaimMessages: claimMessagesAnswer,
  ClaimMessageSent: claimMessageSentAnswer,
  UnreadCounts: unreadCountsAnswer,
} as const;
