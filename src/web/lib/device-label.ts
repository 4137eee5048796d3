// Human-readable device label sent as x-device-label (accounts-admin-api.md §3).
// Order of the checks matters: Edge, Opera and Samsung UAs contain "Chrome", Chrome on iOS
// says "CriOS", every iOS UA says "like Mac OS X", and Android UAs say "Linux".

export type DeviceKind = "Desktop" | "Mobile" | "Tablet";
export type BrowserName = "Chrome" | "Firefox" | "Safari" | "Edge" | "Unknown";
export type OsName = "Windows" | "macOS" | "Linux" | "Android" | "iOS" | "Unknown";

export interface DeviceHints {
  /** navigator.maxTouchPoints: iPadOS 13+ sends a desktop Mac UA, touch support gives it away. */
  maxTouchPoints?: number;
}

function isIpadInDesktopMode(ua: string, hints: DeviceHints): boolean {
  return /Macintosh/.test(ua) && (hints.maxTouchPoints ?? 0) > 1;
}

export function detectBrowser(ua: string): BrowserName {
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return "Edge";
  if (/\b(Firefox|FxiOS)\//.test(ua)) return "Firefox";
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return "Chrome";
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return "Safari";
  // iOS in-app web views carry no Safari/ token but run WebKit (Safari's engine).
  if (/\b(iPhone|iPad|iPod)\b/.test(ua) && /AppleWebKit\//.test(ua)) return "Safari";
  return "Unknown";
}

export function detectOs(ua: string, hints: DeviceHints = {}): OsName {
  if (/Windows/.test(ua)) return "Windows";
  if (/\b(iPhone|iPad|iPod)\b/.test(ua) || isIpadInDesktopMode(ua, hints)) return "iOS";
  if (/Android/.test(ua)) return "Android";
  if (/Macintosh|Mac OS X/.test(ua)) return "macOS";
  if (/Linux|X11|CrOS/.test(ua)) return "Linux";
  return "Unknown";
}

export function detectDeviceKind(ua: string, hints: DeviceHints = {}): DeviceKind {
  if (/\biPad\b|Tablet|Kindle|Silk\//.test(ua) || isIpadInDesktopMode(ua, hints)) return "Tablet";
  // Android tablets drop the "Mobile" token that Android phones send.
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? "Mobile" : "Tablet";
  if (/Mobi|iPhone|iPod|Windows Phone/.test(ua)) return "Mobile";
  return "Desktop";
}

export function deviceLabelFromUserAgent(ua: string, hints: DeviceHints = {}): string {
  return `${detectDeviceKind(ua, hints)} - ${detectBrowser(ua)} on ${detectOs(ua, hints)}`;
}

let cachedLabel: string | undefined;

/** The label for this browser, computed once per page load. */
export function getDeviceLabel(): string {
  if (cachedLabel === undefined) {
    const nav = typeof navigator === "undefined" ? undefined : navigator;
    cachedLabel = deviceLabelFromUserAgent(nav?.userAgent ?? "", { maxTouchPoints: nav?.maxTouchPoints });
  }
  return cachedLabel;
}
