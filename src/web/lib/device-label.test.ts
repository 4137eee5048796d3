import { describe, expect, test } from "bun:test";
import { deviceLabelFromUserAgent } from "./device-label";

const cases: Array<[name: string, ua: string, expected: string, hints?: { maxTouchPoints: number }]> = [
  [
    "Chrome on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Desktop - Chrome on Windows",
  ],
  [
    "Edge on Windows (UA also says Chrome)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80",
    "Desktop - Edge on Windows",
  ],
  [
    "Firefox on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "Desktop - Firefox on Windows",
  ],
  [
    "Safari on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
    "Desktop - Safari on macOS",
  ],
  [
    "Chrome on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Desktop - Chrome on macOS",
  ],
  ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", "Desktop - Firefox on Linux"],
  [
    "Chrome on Linux",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Desktop - Chrome on Linux",
  ],
  [
    "Safari on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
    "Mobile - Safari on iOS",
  ],
  [
    "Chrome on iPhone (CriOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
    "Mobile - Chrome on iOS",
  ],
  [
    "Firefox on iPhone (FxiOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15",
    "Mobile - Firefox on iOS",
  ],
  [
    "Edge on iPhone (EdgiOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.71 Mobile/15E148 Safari/605.1.15",
    "Mobile - Edge on iOS",
  ],
  [
    "Safari on iPad",
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "Tablet - Safari on iOS",
  ],
  [
    "iPadOS in desktop mode (Mac UA with touch)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "Tablet - Safari on iOS",
    { maxTouchPoints: 5 },
  ],
  [
    "Chrome on Android phone",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
    "Mobile - Chrome on Android",
  ],
  [
    "Chrome on Android tablet (no Mobile token)",
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Safari/537.36",
    "Tablet - Chrome on Android",
  ],
  ["Firefox on Android phone", "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0", "Mobile - Firefox on Android"],
  [
    "Edge on Android (EdgA)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64",
    "Mobile - Edge on Android",
  ],
  ["empty user agent", "", "Desktop - Unknown on Unknown"],
  ["a bot", "curl/8.5.0", "Desktop - Unknown on Unknown"],
];

describe("deviceLabelFromUserAgent", () => {
  // One test per row; a plain loop because test.each treats a missing optional column as a done callback.
  for (const [name, ua, expected, hints] of cases) {
    test(name, () => {
      expect(deviceLabelFromUserAgent(ua, hints)).toBe(expected);
    });
  }
});
