// Thumb-friendly pages (issue 15, item 9), measured in a component test in the browser: what a phone
// needs of every control on the page.
// - Text fields and selects at 16 px or more (iOS zooms into a field of smaller text when it takes
//   focus) and 44 px tall.
// - Every touch target at least 44 x 44 px: buttons (and anything with role button), links that stand
//   on their own (a link inside a paragraph or list item is read as part of its sentence: WCAG 2.5.8's
//   inline exception), sliders, and checkboxes and radios with their label (the label takes the tap).
// Only what is on screen to a person counts: hidden and visually hidden (1 x 1 px) elements do not.

/** The smallest text in a field (px) and the smallest side of a touch target (px). */
export const MIN_FIELD_FONT_PX = 16;
export const MIN_TARGET_PX = 44;

const seen = (element: Element) => {
  const rect = element.getBoundingClientRect();
  if (rect.width <= 1 || rect.height <= 1) return false;
  return element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
};

const nameOf = (element: Element) => {
  const labelled = element.getAttribute('aria-label');
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
  const text = labelled ?? (labels?.[0]?.textContent || element.textContent || element.getAttribute('name') || '');
  const type = element.getAttribute('type');
  return `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
};

const size = (rect: { width: number; height: number }) => `${Math.round(rect.width)} x ${Math.round(rect.height)} px`;
const tooSmall = (rect: { width: number; height: number }) => rect.width < MIN_TARGET_PX - 0.5 || rect.height < MIN_TARGET_PX - 0.5;

/** Every control on the page now that is smaller than a thumb, described: [] when all are big enough. */
export function touchProblems(): string[] {
  const problems: string[] = [];

  // Text fields and selects: the text size, and the height.
  const fields = document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=hidden]), select, textarea');
  for (const field of fields) {
    if (!seen(field)) continue;
    const fontSize = parseFloat(getComputedStyle(field).fontSize);
    if (fontSize < MIN_FIELD_FONT_PX) problems.push(`${nameOf(field)}: text ${fontSize} px`);
    const rect = field.getBoundingClientRect();
    if (rect.height < MIN_TARGET_PX - 0.5) problems.push(`${nameOf(field)}: ${size(rect)}`);
  }

  // Checkboxes and radios: the box, or its label where the label is larger (a tap on it checks the box).
  for (const box of document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
    const target = [box, box.labels?.[0]].filter((element): element is HTMLInputElement | HTMLLabelElement => element !== undefined && seen(element));
    if (target.length === 0) continue;
    const rects = target.map((element) => element.getBoundingClientRect());
    const largest = { width: Math.max(...rects.map((rect) => rect.width)), height: Math.max(...rects.map((rect) => rect.height)) };
    if (tooSmall(largest)) problems.push(`${nameOf(box)}: ${size(largest)}`);
  }

  // Buttons, sliders and links standing on their own.
  const targets = document.querySelectorAll('button, [role=button], input[type=button], input[type=submit], input[type=reset], input[type=range], a[href]');
  for (const target of targets) {
    if (!seen(target)) continue;
    if (target.tagName === 'A' && target.getAttribute('role') !== 'button' && target.closest('p, li')) continue;
    const rect = target.getBoundingClientRect();
    if (tooSmall(rect)) problems.push(`${nameOf(target)}: ${size(rect)}`);
  }
  return problems;
}
