import { describe, expect, it } from 'vitest';
import { characterCount, engravingUsage, fitEngravingText, fitLine, oneLine } from './engraving-fit';

// Issue 14 item 4: on a 2 x 20 product, a third line was glued onto the second ("Good boy 2014-2026Th").
// Text is never merged or cut: what does not fit is named, and blocks the add until it fits.
const TWO_BY_TWENTY = { maxLines: 2, maxCharacters: 20 };

describe('fitEngravingText (spec 001 s5: max lines, max characters per line)', () => {
  it.each([
    ['', { fits: true, problems: [], notes: [] }],
    ['Bella', { fits: true, problems: [], notes: [] }],
    ['Bella\nGood boy 2014-2026', { fits: true, problems: [], notes: [] }],
    // A new line started past the last one, still empty: said at once, and it blocks nothing.
    ['Bella\nGood boy 2014-2026\n', { fits: true, problems: [], notes: ['This product takes 2 lines, so there is no line 3.'] }],
    // The reporter's case: the third line is named, not glued onto the second.
    ['Bella\nGood boy 2014-2026\nThird...', { fits: false, problems: ['This product takes 2 lines: line 3 ("Third...") does not fit.'], notes: [] }],
    [
      'Bella\nGood boy\nThird\n\nFifth\n',
      { fits: false, problems: ['This product takes 2 lines: lines 3 to 5 ("Third / Fifth") do not fit.'], notes: [] },
    ],
    [
      'Bella\nGood boy 2014-2026 forever',
      { fits: false, problems: ['Line 2 is 6 characters too long (20 fit on a line): "orever" does not fit.'], notes: [] },
    ],
    // Exactly full: a note, nothing blocked.
    ['Bella\nGood boy 2014 - 2026', { fits: true, problems: [], notes: ['Line 2 is full (20 characters).'] }],
    [
      'Our best friend Bell\nGood boy 2014 - 2026',
      { fits: true, problems: [], notes: ['Lines 1 and 2 are full (20 characters each).'] },
    ],
    // Windows line ends are one line end.
    ['Bella\r\nGood boy', { fits: true, problems: [], notes: [] }],
  ])('%j', (text, report) => {
    expect(fitEngravingText(text, TWO_BY_TWENTY)).toEqual(report);
  });

  it('names every line that does not fit, and the lines past the last', () => {
    const report = fitEngravingText('In loving memory of Bella\nGood boy 2014-2026 always\nThird', TWO_BY_TWENTY);
    expect(report.fits).toBe(false);
    expect(report.problems).toEqual([
      'Line 1 is 5 characters too long (20 fit on a line): "Bella" does not fit.',
      'Line 2 is 5 characters too long (20 fit on a line): "lways" does not fit.',
      'This product takes 2 lines: line 3 ("Third") does not fit.',
    ]);
  });

  it('shortens a long quote (a pasted paragraph) and says one line, one character', () => {
    const pasted = 'Always in our hearts, never forgotten, forever loved';
    expect(fitEngravingText(`Bella\n${pasted}`, { maxLines: 1, maxCharacters: 15 }).problems).toEqual([
      `This product takes 1 line: line 2 ("Always in our hearts, never f…") does not fit.`,
    ]);
    expect(fitEngravingText('Bella the wonder', { maxLines: 1, maxCharacters: 15 }).problems).toEqual([
      'Line 1 is 1 character too long (15 fit on a line): "r" does not fit.',
    ]);
  });

  it('counts characters as a person does: an emoji once', () => {
    expect(characterCount('🐾 Bella 🐾')).toBe(9);
    expect(fitEngravingText('🐾🐾🐾', { maxLines: 1, maxCharacters: 3 })).toEqual({ fits: true, problems: [], notes: ['Line 1 is full (3 characters).'] });
    expect(fitEngravingText('🐾🐾🐾🐾', { maxLines: 1, maxCharacters: 3 }).problems).toEqual([
      'Line 1 is 1 character too long (3 fit on a line): "🐾" does not fit.',
    ]);
  });
});

describe('fitLine (spec 001 s5: pet name 11, text lines 29 and 29)', () => {
  it.each([
    ['Pet name', 'Rusty', 11, { fits: true, problems: [], notes: [] }],
    ['Pet name', 'Bartholomew', 11, { fits: true, problems: [], notes: ['Pet name is full (11 characters).'] }],
    ['Pet name', 'Rusty the Brave', 11, { fits: false, problems: ['Pet name is 4 characters too long (11 fit): "rave" does not fit.'], notes: [] }],
    ['Text line 1', '', 29, { fits: true, problems: [], notes: [] }],
  ])('%s %j (max %i)', (name, text, max, report) => {
    expect(fitLine(name, text, max)).toEqual(report);
  });

  it('reads a pasted line break as a space', () => {
    expect(oneLine('In loving\nmemory\r\nof Bella')).toBe('In loving memory of Bella');
  });
});

describe('engravingUsage (spec 001 s5: "x/y lines and x/y characters used")', () => {
  it('counts every line typed and the longest line, past the limits too', () => {
    expect(engravingUsage('', TWO_BY_TWENTY)).toBe('0/2 lines and 0/20 characters used');
    expect(engravingUsage('Bella\nGood boy 2014-2026', TWO_BY_TWENTY)).toBe('2/2 lines and 18/20 characters used');
    expect(engravingUsage('Bella\nGood boy 2014-2026\nThird', TWO_BY_TWENTY)).toBe('3/2 lines and 18/20 characters used');
    expect(engravingUsage('🐾 Bella', TWO_BY_TWENTY)).toBe('1/2 lines and 7/20 characters used');
  });
});
