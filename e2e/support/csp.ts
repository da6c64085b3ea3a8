import type { Page, Response } from '@playwright/test';

// Content-Security-Policy in the e2e journeys (issue 16 item 7): what the browser refused on a page.

/**
 * Starts listening on `page` (and its frames) for anything the page's Content-Security-Policy
 * refused: Chromium's own console error ("Refused to …") and the `securitypolicyviolation` event,
 * which an init script (run by the browser, outside the page's policy) turns into a console line.
 * Answers the list, which fills as the page runs.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|^Refused to |^CSP violation/.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  return violations;
}

/** The directives of a response's policy, by name (so a test fails when the page had none). */
export function policyOf(response: Response | null): Record<string, string[]> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]): [string, string[]] => [name ?? '', sources]),
  );
}
