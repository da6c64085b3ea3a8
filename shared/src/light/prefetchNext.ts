/**
 * Fetches ahead, into the HTTP cache, the scripts of the pages this one leads to: the build writes
 * them into a first screen's HTML as `<meta name="prefetch-next" content="/first/a.js /first/b.js">`
 * (shared/build/first-screens.mjs, a screen's `prefetch`). Called once the page has drawn what the person
 * came for, so the fetches never hold that up; a second call does nothing.
 */
export function prefetchNextScreens(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="prefetch-next"]');
  if (!meta) return;
  meta.remove();
  for (const href of meta.content.split(/\s+/).filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}
