// Device fingerprint sent as x-device-fingerprint (accounts-admin-api.md §3): SHA-256 hex of the
// JSON of a fixed list of browser traits. @noble/hashes instead of crypto.subtle because
// crypto.subtle only exists in secure contexts and the service may be reached over plain http.
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** The browser values the fingerprint reads; a plain object so tests need no DOM. */
export interface FingerprintEnv {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  timezone: string;
  language: string;
  platform: string;
  hardwareConcurrency?: number;
  deviceMemory?: number;
  pixelRatio: number;
  /** Data URL of a drawn test text; absent when no 2D canvas is available. */
  canvasDataUrl?: string;
}

/** Field names and order are part of the contract: changing them changes every device's id. */
export interface FingerprintFields {
  userAgent: string;
  screen: string;
  timezone: string;
  language: string;
  platform: string;
  hardwareConcurrency: number;
  /** Left undefined when the browser does not expose it (JSON.stringify then omits it). */
  deviceMemory: number | undefined;
  colorDepth: number;
  pixelRatio: number;
  canvas?: string;
}

export function collectFingerprintFields(env: FingerprintEnv): FingerprintFields {
  const fields: FingerprintFields = {
    userAgent: env.userAgent,
    screen: `${env.screenWidth}x${env.screenHeight}x${env.colorDepth}`,
    timezone: env.timezone,
    language: env.language,
    platform: env.platform,
    hardwareConcurrency: env.hardwareConcurrency ?? 0,
    deviceMemory: env.deviceMemory,
    colorDepth: env.colorDepth,
    pixelRatio: env.pixelRatio,
  };
  if (env.canvasDataUrl !== undefined) fields.canvas = env.canvasDataUrl;
  return fields;
}

export function hashFingerprint(fields: FingerprintFields): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(fields))));
}

/** Draws a fixed text: GPU, driver and font rendering make the pixels differ between devices. */
function drawCanvasProbe(): string | undefined {
  try {
    const canvas = document.createElement("canvas");
    canvas.width = 240;
    canvas.height = 48;
    const ctx = canvas.getContext("2d");
    if (!ctx) return undefined;
    ctx.textBaseline = "top";
    ctx.font = "16px Arial";
    ctx.fillStyle = "#f60";
    ctx.fillRect(120, 4, 80, 24);
    ctx.fillStyle = "#069";
    ctx.fillText("AAN device probe 1.0", 4, 6);
    ctx.fillStyle = "rgba(102, 204, 0, 0.7)";
    ctx.fillText("AAN device probe 1.0", 6, 22);
    return canvas.toDataURL();
  } catch {
    return undefined;
  }
}

function readBrowserEnv(): FingerprintEnv {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    userAgent: nav.userAgent,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: nav.language,
    platform: nav.platform,
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
    pixelRatio: window.devicePixelRatio,
    canvasDataUrl: drawCanvasProbe(),
  };
}

let cachedFingerprint: string | undefined;

/** This browser's fingerprint, computed once per page load (the canvas probe is not free). */
export function getDeviceFingerprint(): string {
  if (cachedFingerprint === undefined) {
    cachedFingerprint = typeof window === "undefined" ? "" : hashFingerprint(collectFingerprintFields(readBrowserEnv()));
  }
  return cachedFingerprint;
}
