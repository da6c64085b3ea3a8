// Layout shift (issue 17): what moved on a page while it loaded, summed as the browser reports it
// (the layout-shift entries a PerformanceObserver sees, as Lighthouse's CLS counts them in one window).
import type { Page } from '@playwright/test';

interface Tracked {
  layoutShift: number;
}

/** From the next page load on, the page sums its layout shifts. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as Tracked;
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum so far of the page's layout shifts. */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Tracked).layoutShift);
}
