import { describe, expect, it } from 'vitest';
import { pageFromQuery, pageWindow } from './paging';

describe('paginator window (spec 000 s9: at most 4 page numbers)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4]],
    [2, 10, [1, 2, 3, 4]],
    [5, 10, [4, 5, 6, 7]],
    [9, 10, [7, 8, 9, 10]],
    [10, 10, [7, 8, 9, 10]],
    [99, 10, [7, 8, 9, 10]],
    [1, 0, [1]],
  ])('page %i of %i shows %j', (current, last, pages) => expect(pageWindow(current, last)).toEqual(pages));

  it.each([
    ['3', 3],
    [null, 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
  ])('?page=%s is page %i', (value, page) => expect(pageFromQuery(value)).toBe(page));
});
