import type { Context } from 'hono';

/** Absolute URL of a path under this server: the configured public origin, else the request's. */
export function absoluteUrl(c: Context, path: string, publicUrl: string | undefined): string {
  return new URL(path, publicUrl ?? new URL(c.req.url).origin).href;
}
