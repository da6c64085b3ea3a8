// Accessibility of what a component test rendered, checked with axe-core in the real browser (the
// `browser` project only): the e2e suite's rule (e2e/support/a11y.ts), serious and critical only.
import axe from 'axe-core';

/**
 * Serious or critical axe violations on the page as it is now. An alert fading out (`data-hiding`) is
 * left out: mid-fade its colours are neither the alert's nor the page's, so checking them would make
 * the result depend on the moment the check ran.
 */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run({ include: [document], exclude: [['[data-hiding]']] }, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}
