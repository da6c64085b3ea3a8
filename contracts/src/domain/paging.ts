/**
 * The page numbers a paginator shows (spec 000 s9: at most 4), a window that keeps the current page
 * in it, sliding as far right as the last page allows.
 */
export function pageWindow(currentPage: number, lastPage: number, size = 4): number[] {
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, currentPage), last);
  const start = Math.max(1, Math.min(current - 1, last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** A ?page= value as a page number: anything but a whole number of at least 1 is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
