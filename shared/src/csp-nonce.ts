// The page's Content-Security-Policy nonce. The server that sends index.html (portal-api's
// serve-app, or the production CDN's equivalent) makes a new one for each response, names it in the
// policy's style-src, and writes it into `<meta name="csp-nonce" nonce="…">`. Browsers hide the
// nonce attribute's value from the DOM once the policy is in force, but keep the element's `nonce`
// property: that is what code inserting <style> tags (emotion, html2canvas) reads.

/** The nonce of this page, or undefined when the page was served without one. */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
