// The security headers of every web app's responses (issue 16 item 7, DESIGN.md): a
// Content-Security-Policy built from the app's runtime config.json (the origins its scripts, calls,
// images and fonts may come from), nosniff and a Referrer-Policy. serve-app sends them on every
// response; a production CDN sends the same policy (`appContentSecurityPolicy` prints it).
import { INLINE_CONFIG_ID, parseRuntimeConfig, type RuntimeConfig } from '@portal/contracts/wire/config';

/** Where Cognito's API lives when the config names no local identity endpoint. */
const COGNITO_ORIGIN = 'https://cognito-idp.ap-southeast-2.amazonaws.com';
/** Ably's realtime and fallback hosts (ably-js 2: main.realtime.ably.net, *.ably-realtime.com). */
const ABLY_ORIGINS = [
  'https://*.ably.io',
  'wss://*.ably.io',
  'https://*.ably.net',
  'wss://*.ably.net',
  'https://*.ably-realtime.com',
  'wss://*.ably-realtime.com',
];
/** Google's Maps JavaScript API (its Content Security Policy guide, allowlist form). */
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** The origin of a URL (http(s) or ws(s)); undefined for anything else or a bad URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function unique(sources: readonly (string | undefined)[]): string[] {
  return [...new Set(sources.filter((source): source is string => Boolean(source)))];
}

/**
 * The app's policy. Without a (valid) config the app cannot start anyway: the policy then allows
 * only its own origin, which is enough for the page to fetch config.json and say what is wrong.
 *
 * - script-src: the app and the remotes (module federation loads each remote's remoteEntry.js and
 *   chunks from the remote's origin); no inline script, no eval. 'wasm-unsafe-eval' lets the page
 *   compile WebAssembly, and only that (the Scan page's QR reader, zxing-wasm, whose .wasm is a file
 *   of remote-bookings' own build): JavaScript's eval and new Function stay refused.
 * - style-src: the app's files and the style tags carrying this response's nonce (emotion's cache,
 *   html2canvas's copy of the page, index.html's boot style): no 'unsafe-inline'.
 * - connect-src: the remotes' manifests, the API, the identity service, the presence socket, the
 *   error-reporting tunnel (or Sentry's DSN host), and Ably or Google when the config chooses them.
 * - img-src and font-src: the remotes' assets (their images and the engraving fonts) and the API's
 *   files (catalog images, signed links to uploads); data: and blob: for the artwork preview, the
 *   photo cropper and the confirmation screenshot.
 * - nothing may frame the app, no plugins, a <base> only to the app itself, forms post only to the app.
 */
export function appContentSecurityPolicy(config: RuntimeConfig | undefined, nonce: string): string {
  const remotes = config ? Object.values(config.remotes).map(originOf) : [];
  const api = originOf(config?.apiBaseUrl);
  const realtime =
    config?.realtime.provider === 'local'
      ? [originOf(config.realtime.url)]
      : config?.realtime.provider === 'ably'
        ? [originOf(config.realtime.authUrl), ...ABLY_ORIGINS]
        : [];
  const google = config?.addresses.provider === 'google';
  const reporting = config ? originOf(config.errorReporting.tunnel ?? config.errorReporting.dsn) : undefined;
  const identity = config ? (originOf(config.identity.endpoint) ?? COGNITO_ORIGIN) : undefined;

  const directives: [string, (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(config ? ["'wasm-unsafe-eval'"] : []), ...remotes, ...(google ? GOOGLE_MAPS.script : [])]],
    ['style-src', ["'self'", `'nonce-${nonce}'`, ...(google ? GOOGLE_MAPS.style : [])]],
    ['connect-src', ["'self'", ...remotes, api, identity, ...realtime, reporting, ...(google ? GOOGLE_MAPS.connect : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, api, ...(google ? GOOGLE_MAPS.img : [])]],
    ['font-src', ["'self'", ...remotes, ...(google ? GOOGLE_MAPS.font : [])]],
    ['object-src', ["'none'"]],
    // 'self', not 'none': html2canvas writes <base href="(this page)"> into its copy of the page for
    // the confirmation screenshot. A <base> can still point nowhere but the app's own origin.
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** The app's runtime config, or undefined when it is missing or not valid. */
export function readRuntimeConfig(text: string | undefined): RuntimeConfig | undefined {
  if (text === undefined) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export type ReferrerPolicy = 'strict-origin-when-cross-origin' | 'no-referrer';

/** Every header of one response; `nonce` is the one index.html was written with. */
export function appSecurityHeaders(config: RuntimeConfig | undefined, nonce: string, referrerPolicy: ReferrerPolicy) {
  return {
    'Content-Security-Policy': appContentSecurityPolicy(config, nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicy,
  };
}

/**
 * index.html with this response's nonce: on its own <style> tags, and in a <meta name="csp-nonce">
 * that the page's code reads (`@portal/shared/csp-nonce`) for the style tags it inserts.
 */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
  const meta = `<meta name="csp-nonce" nonce="${nonce}" />`;
  return /<\/head>/i.test(tagged) ? tagged.replace(/<\/head>/i, `${meta}</head>`) : `${meta}${tagged}`;
}

const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json" as="fetch" crossorigin="anonymous"\s*\/?>/;

/**
 * A page with the deployment's config.json written into it, as a JSON block the page reads instead of
 * asking for config.json: a phone on a slow network saves a round trip on every page it opens (issue
 * 32 item 3). The preload of config.json goes (nothing would use it). Written per response, so a
 * swapped config.json is in the next page served. Without a valid config the page is left as it is,
 * and its own fetch says what is wrong.
 */
export function withInlineConfig(html: string, config: RuntimeConfig | undefined): string {
  if (!config) return html;
  // `<` escaped: nothing in the config can end the block.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${INLINE_CONFIG_ID}">${json}</script>`;
  // Replaced by functions: a `$&` or `$'` in the config (a password may hold one) is text, not a pattern.
  return CONFIG_PRELOAD.test(html) ? html.replace(CONFIG_PRELOAD, () => block) : html.replace('</head>', () => `${block}</head>`);
}
