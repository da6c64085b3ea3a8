// The runtime config this page loaded, kept for getConfig(); its schema and parser are @portal/contracts/wire/config.
import { type RuntimeConfig, parseRuntimeConfig, RuntimeConfigError, INLINE_CONFIG_ID } from '@portal/contracts/wire/config';

let current: RuntimeConfig | undefined;

/**
 * The config the server wrote into the page (no round trip), or else `config.json` fetched beside the
 * page; validated and kept for `getConfig()`.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const inline = inlineConfig();
  if (inline !== undefined) {
    current = parseRuntimeConfig(inline);
    return current;
  }
  let response: Response;
  try {
    // Revalidated each time (the server sends it no-cache), so a first screen's preload of it is used.
    response = await fetchImpl(url, { cache: 'no-cache' });
  } catch (error) {
    throw new RuntimeConfigError(`config.json could not be fetched from ${url}: ${String(error)}`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`config.json could not be fetched from ${url}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json is not valid JSON');
  }
  current = parseRuntimeConfig(body);
  return current;
}

/**
 * The config the server wrote into the page, parsed; undefined where it wrote none (a page served by
 * something else, or a test), and then config.json is fetched.
 */
function inlineConfig(): unknown {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(INLINE_CONFIG_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    throw new RuntimeConfigError('The config written into the page is not valid JSON');
  }
}

export function setConfig(config: RuntimeConfig): void {
  current = config;
}

export function getConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('The runtime config was read before it was loaded');
  return current;
}
