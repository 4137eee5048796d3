// Business constants and timings from the specification, in one place.
// Web, server and CLI read them from here; tests pin them.
import { MAX_UPLOAD_REQUEST_BYTES } from "./upload-limits";

export const APP_NAME = "AAN";

/** Transport time-outs (accounts-admin-api.md §9). */
export const REQUEST_TIMEOUT_MS = 3000;
export const ADMIN_LOGIN_TIMEOUT_MS = 5000;
export const QUERY_TIMEOUT_MS = 2000;

/** Current-user cache (§9). */
export const CURRENT_USER_STALE_MS = 300_000;
export const CURRENT_USER_GC_MS = 600_000;
/**
 * A cookie the server sets and clears together with the member session cookie, readable by the web
 * app: it says only "this browser may be signed in" (the session itself stays HttpOnly), so a
 * visitor's page never asks GET /api/auth/user for the 401 it would get. Over https it carries the
 * __Host- prefix like every cookie of the site.
 */
export const SIGNED_IN_HINT_COOKIE = "aan_signed_in";

/** Countdown badge (public-screens.md §2.10). */
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_URGENT_MS = 12 * 60 * 60 * 1000;

/** Toasts and tooltips (§4, §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Falling neon background (public-screens.md §2.11). */
export const BACKGROUND_TICK_MS = 16;
export const BACKGROUND_BREAKPOINTS_PX = { tablet: 768, phone: 480 } as const;

/** Invitation codes (§5, §9). */
export const BATCH_COUNT_MIN = 1;
export const BATCH_COUNT_MAX = 100;
/** The longest expiry an invitation code can be given, in days (ten years). */
export const CODE_EXPIRY_DAYS_MAX = 3650;
export const BATCH_COUNT_DEFAULT = 5;
export const SETUP_INVITATION_CODE_COUNT = 20;
export const INVITATION_CODE_MAX_LENGTH = 50;

/** Accounts (§9). */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const FULL_NAME_MIN = 2;

/**
 * Maximum lengths of every stored or hashed text (the spec gives only the code's 50): each
 * schema refuses longer input before anything is written or hashed. See decision 0013.
 */
export const USERNAME_MAX = 64;
/** argon2id hashes whatever it is given: a 10 MB "password" would be a cheap way to burn CPU. */
export const PASSWORD_MAX = 256;
export const FULL_NAME_MAX = 100;
export const PERSON_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const SHORT_TEXT_MAX = 200;
export const ADDRESS_MAX = 300;
export const LONG_TEXT_MAX = 5000;
/** The longest text an audit row keeps of an actor, address, user agent or detail. */
export const AUDIT_TEXT_MAX = 500;

/**
 * Request bodies larger than this are refused before they are read: the largest upload request
 * (10 files of 10 MB plus the form around them, streamed to disk, never held in memory).
 */
export const MAX_REQUEST_BODY_BYTES = MAX_UPLOAD_REQUEST_BYTES;
/** Every JSON form of the API fits in this (the longest, a credibility entry, is under 40 KB). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Device headers sent on every call (§3, §7). */
export const DEVICE_FINGERPRINT_HEADER = "x-device-fingerprint";
export const DEVICE_LABEL_HEADER = "x-device-label";

/** Web shell (public-screens.md §2.2, §2.10, §2.11). */
export const HOME_PATH = "/home";
/** The landing routes show the background at full strength, without blur. */
export const LANDING_PATHS = ["/", "/home"] as const;
/** The fixed top border bar is hidden on these routes. */
export const TOP_BAR_HIDDEN_PATHS = ["/", "/home", "/demo"] as const;
/** How many falling names are drawn per screen class (fewer on small screens to stay legible). */
export const BACKGROUND_NAME_COUNTS = { desktop: 70, tablet: 42, phone: 26 } as const;
export const COUNTDOWN_EXPIRED_TEXT = "ACCESS EXPIRED";

/** Landing page (public-screens.md §4, §9; spec README decision 1: the figure is real). */
export const TESTIMONIAL_ROTATION_MS = 12_000;
export const ONLINE_REFRESH_MS = 7_000;
/** Process page auto-demo (§2.6, §9): flips at 1-5 s, all unflip 3 s later, restart 2 s after that. */
export const PROCESS_DEMO_FLIP_AT_MS = [1000, 2000, 3000, 4000, 5000] as const;
export const PROCESS_DEMO_UNFLIP_AFTER_MS = 3000;
export const PROCESS_DEMO_RESTART_AFTER_MS = 2000;
/** Content counts (§9): carrier tactics, privacy policy and terms sections. */
export const CARRIER_TACTIC_GROUP_COUNT = 5;
export const CARRIER_TACTICS_PER_GROUP = 20;
export const PRIVACY_POLICY_SECTION_COUNT = 8;
export const TERMS_SECTION_COUNT = 12;

/** Who members see when the operator at the server's terminal acts as no admin in particular. */
export const OPERATIONS_NAME = "AAN operations";
