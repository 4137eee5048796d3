// Launches the system Chromium through playwright-core for e2e tests and screenshots.
import { freePort, REPO_ROOT, startServer, type RunningServer } from "./server-process";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * How long a Playwright wait or action may take before it fails. Well under a step's time limit
 * (bunfig.toml's 60 s): when bun test times a step out, it kills every process the file started,
 * its browser and server included, and every later step of the file fails with them. A wait that
 * fails by itself first fails its own step only, and says what it waited for.
 */
export const BROWSER_WAIT_MS = 15_000;

/**
 * A fresh browser (playwright gives each launch its own temporary profile) whose contexts, those
 * of browser.newPage too, wait at most BROWSER_WAIT_MS.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_WAIT_MS);
    return context;
  };
  return browser;
}

/**
 * What e2e contexts use unless a test says otherwise: a desktop viewport, and reduced motion, so
 * the falling background stands still and leaves the CPU to the test (the one test about its
 * motion turns it back on).
 */
export const TEST_CONTEXT_OPTIONS = {
  viewport: { width: 1280, height: 800 },
  reducedMotion: "reduce",
} as const satisfies BrowserContextOptions;

/**
 * A context and its page for a file's steps, with Playwright's clock installed before the first
 * navigation: time flows as usual, and a step about a timer (a 5 s toast, a 3 s request limit)
 * jumps over it with page.clock.fastForward instead of waiting.
 */
export async function openTestPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...TEST_CONTEXT_OPTIONS, ...options });
  const page = await context.newPage();
  await page.clock.install();
  return { context, page };
}

/**
 * A page whose browser has Chromium's virtual platform authenticator (the DevTools protocol's
 * WebAuthn domain): resident keys, user verification, the person always present.
 */
export async function openPageWithAuthenticator(browser: Browser, options: BrowserContextOptions = {}) {
  const { context, page } = await openTestPage(browser, options);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

/**
 * The compiled binary dist/aan on a free port with AAN_BASE_URL on localhost (a secure context, so
 * WebAuthn works), and a browser: what the passkey browser tests run against.
 */
export async function binaryOnLocalhostAndBrowser(): Promise<{ server: RunningServer; browser: Browser; origin: string }> {
  const port = freePort();
  const origin = `http://localhost:${port}`;
  const [server, browser] = await Promise.all([
    startServer({ port, command: [`${REPO_ROOT}/dist/aan`], env: { AAN_BASE_URL: origin } }),
    launchBrowser(),
  ]);
  return { server, browser, origin };
}
