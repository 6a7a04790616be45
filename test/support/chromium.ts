/**
 * Debian's Chromium driven by playwright-core (which downloads no browser of
 * its own), for the tests of the service's pages, and a recorder of what a
 * page does that it should not: script errors, console errors and warnings
 * (where Chromium reports Content-Security-Policy violations), and requests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** How long one step (a navigation, a click, an element to appear) may take. */
export const STEP_TIMEOUT_MS = 30_000;

export interface Chromium {
  browser: BrowserContext;
  close(): Promise<void>;
}

/** Starts Chromium headless with a fresh profile, removed again by close(). */
export async function launchChromium(): Promise<Chromium> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`the browser tests need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run installs it when missing)`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'tojeong-chromium-'));
  try {
    const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, timeout: STEP_TIMEOUT_MS });
    browser.setDefaultTimeout(STEP_TIMEOUT_MS);
    return {
      browser,
      async close() {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

export interface PageWatch {
  /** Every URL the page requested, in order. */
  requested: string[];
  /** Script errors, and console errors and warnings (CSP violations among them). */
  problems: string[];
}

/** Starts recording `page`'s requests and problems. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { requested: [], problems: [] };
  page.on('request', (request) => watch.requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch.problems.push(message.text());
  });
  page.on('pageerror', (error) => watch.problems.push(String(error)));
  return watch;
}
