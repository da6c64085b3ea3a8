// Accessibility of what a component test rendered, checked with axe-core in the real browser (the
// `browser` project only): the e2e suite's rule (e2e/support/a11y.ts), serious and critical only.
import axe from 'axe-core';

/**
 * Serious or critical axe violations on the page once it is still. An alert fading out (`data-hiding`)
 * is left out, and a dialog still opening is waited for: mid-fade colours are neither the element's nor
 * the page's, so checking them would make the result depend on the moment the check ran (a dialog's Add
 * button failed colour contrast 140 ms after the dialog opened).
 */
export async function seriousViolations(): Promise<string[]> {
  await finiteAnimationsDone();
  const results = await axe.run({ include: [document], exclude: [['[data-hiding]']] }, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

/** Waits for the animations that end (an opening dialog, a fade), not the ones that never do (a spinner). */
async function finiteAnimationsDone() {
  const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
}
