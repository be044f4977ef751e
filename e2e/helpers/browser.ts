import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from './paths.js';

/** Debian's Chromium, headless, with everything that would reach the network switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Collects the page's console errors and uncaught exceptions. The browser's own "Failed to load resource" lines
 * for 4xx answers are left out: they are expected (a signed-out session check answers 401).
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}
