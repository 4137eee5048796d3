// The claim channel's limits and messages, one constant each: the server's checks, the CLI and the
// web read them from here (decision 0081).
import type { ClaimStatus } from "./schemas/claims";

export const MESSAGE_TEXT_MAX = 5000;
/** A member's messages a minute, all their claims together; past it, 429. */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGE_RATE_WINDOW_MS = 60_000;
/** The member (and, when the operator asks, the operatives) are told of new messages at most this often per claim. */
export const MESSAGE_NOTICE_EVERY_MS = 15 * 60_000;
/** A browser without a live stream asks again this often. */
export const MESSAGE_POLL_MS = 30_000;

/** A page of a thread: the newest this many by default, at most the max (`?before=<seq>&limit=`). */
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 200;

export const MESSAGE_TEXT_REQUIRED = "Message is required";
export const THREAD_CLOSED = (status: ClaimStatus) => `The claim is ${status}: its messages can be read but no longer answered`;
export const TOO_MANY_MESSAGES = `At most ${MESSAGES_PER_MINUTE} messages a minute; wait a moment and send again`;
export const LIVE_STREAMS_FULL = "The server holds as many live threads as it can; messages are read every 30 seconds until a place frees";

/** The notice a member gets: never the message itself, which stays inside AAN. */
export const memberNoticeSubject = (claimLabel: string) => `A new message on claim ${claimLabel}`;
/** `claimUrl`: the claim's page (AAN_BASE_URL), the way back to the message without its content. */
export const memberNoticeText = (claimLabel: string, claimUrl: string) =>
  `AAN: a new message on claim ${claimLabel}; sign in to read it: ${claimUrl} (The message stays inside AAN and is not sent by mail or SMS.)`;
export const operativeNoticeSubject = (claimLabel: string) => `A member wrote on claim ${claimLabel}`;
export const operativeNoticeText = (claimLabel: string, username: string) =>
  `AAN: ${username} wrote a new message on claim ${claimLabel}; sign in to the admin panel to read it.`;
