import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious or critical axe violations on the page as it is now. An alert fading out (`data-hiding`) is
 * left out: mid-fade its colours are neither the alert's nor the page's, so checking them would make
 * the result depend on the moment the check ran.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('[data-hiding]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}
