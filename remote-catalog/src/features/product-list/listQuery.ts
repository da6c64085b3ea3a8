// The product list's filter and search, kept in local storage per wizard (spec 001 s2.5), and the
// page links that keep the wizard's own search parameters and step hash.
import { ALL_ITEMS } from '@portal/contracts/domain/catalog';

export const SEARCH_DEBOUNCE_MS = 300;

export interface StoredQuery {
  filter: string;
  search: string;
}

export const storageKeyFor = (wizardPath: string) => `portal.productList.${wizardPath}`;

/** The stored filter and search of a wizard; a filter it no longer offers falls back to its first. */
export function readStoredQuery(wizardPath: string, filters: readonly string[]): StoredQuery {
  const fallback = { filter: filters[0] ?? ALL_ITEMS, search: '' };
  try {
    const raw = localStorage.getItem(storageKeyFor(wizardPath));
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as Partial<StoredQuery>;
    return {
      filter: typeof parsed.filter === 'string' && filters.includes(parsed.filter) ? parsed.filter : fallback.filter,
      search: typeof parsed.search === 'string' ? parsed.search : '',
    };
  } catch {
    return fallback;
  }
}

export function storeQuery(wizardPath: string, query: StoredQuery) {
  try {
    localStorage.setItem(storageKeyFor(wizardPath), JSON.stringify({ filter: query.filter, search: query.search }));
  } catch {
    // Storage full or blocked: the list still works, it just is not remembered.
  }
}

/** The URL's search with `page` set, the wizard's other parameters (e.g. `kind`) kept. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(Math.max(1, page)));
  return `?${params.toString()}`;
}
