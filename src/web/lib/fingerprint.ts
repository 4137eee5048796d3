// Device fingerprint sent as x-device-fingerprint (accounts-admin-api.md §3): SHA-256 hex of the
// JSON of a fixed list of browser traits. The browser's own SHA-256 (crypto.subtle) hashes it off
// the page's thread; it exists only in secure contexts, and the service may be reached over plain
// http, where @noble/hashes, loaded then, does the same.
import { nextTask } from "#web/lib/next-task";

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

export async function hashFingerprint(fields: FingerprintFields): Promise<string> {
  const text = JSON.stringify(fields);
  if (globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  }
  const [{ sha256 }, { bytesToHex, utf8ToBytes }] = await Promise.all([import("@noble/hashes/sha2.js"), import("@noble/hashes/utils.js")]);
  return bytesToHex(sha256(utf8ToBytes(text)));
}

// The probe's canvas, its text and its image are each some tens of milliseconds on a phone's page
// thread, and in one task with the calls that wait for the fingerprint they held a tap up for a
// tenth of a second (a trace under applied throttling): each goes in a task of its own (nextTask).

/** Draws a fixed text: GPU, driver and font rendering make the pixels differ between devices. */
async function drawCanvasProbe(): Promise<string | undefined> {
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
    await nextTask();
    return canvas.toDataURL();
  } catch {
    return undefined;
  }
}

/** The traits read on the page itself. */
async function readBrowserEnv(timezone: string): Promise<FingerprintEnv> {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    userAgent: nav.userAgent,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    timezone,
    language: nav.language,
    platform: nav.platform,
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
    pixelRatio: window.devicePixelRatio,
    canvasDataUrl: await drawCanvasProbe(),
  };
}

const timezoneHere = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The browser's timezone, asked of a worker: a page's first Intl call loads ICU's data, and on a
 * phone's page thread that is one task of a tenth of a second or more, the longest of the start
 * (decision 0120 measured it). A worker reports the same zone; without one, the page asks itself.
 */
function browserTimezone(): Promise<string> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const answer = (zone?: unknown) => {
      worker?.terminate();
      resolve(typeof zone === "string" ? zone : timezoneHere());
    };
    try {
      worker = new Worker(new URL("./timezone-worker.ts", import.meta.url), { type: "module" });
    } catch {
      answer();
      return;
    }
    const timer = setTimeout(answer, 2000);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      answer(event.data);
    };
    worker.onerror = () => {
      clearTimeout(timer);
      answer();
    };
  });
}

/** The traits read and hashed once: the canvas probe runs when the worker answers, the hash in a task after it. */
async function computeFingerprint(): Promise<string> {
  const env = await readBrowserEnv(await browserTimezone());
  await nextTask();
  return hashFingerprint(collectFingerprintFields(env));
}

let fingerprint: Promise<string> | undefined;

/**
 * This browser's fingerprint, computed once per page load: started as the app starts
 * (warmDeviceFingerprint), so the first call rarely waits for it.
 */
export function getDeviceFingerprint(): Promise<string> {
  fingerprint ??= typeof window === "undefined" ? Promise.resolve("") : computeFingerprint();
  return fingerprint;
}
