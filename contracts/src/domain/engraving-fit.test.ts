import { describe, expect, it } from 'vitest';
import { characterCount, engravingUsage, fitEngravingText, fitLine, hiddenCharacterProblem, oneLine } from './engraving-fit';

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

// Issue 29 item 7: engraving text held right-to-left overrides, zero-width and tag characters and a
// newline inside the one-line pet name, and counted code points (a family emoji counted 7).
describe('characterCount (what a person sees: grapheme clusters)', () => {
  it.each([
    ['Bella', 5],
    ['👨‍👩‍👧‍👦', 1], // a family: 4 people joined by 3 zero-width joiners, 7 code points
    ['👍🏽', 1], // a thumb with a skin tone
    ['🇦🇺', 1], // a flag: two regional indicators
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', 1], // Scotland: a flag and tag characters
    ['Zoe\u0301', 3], // e and a combining accent, typed as two
    ['Zoë', 3],
  ])('%j counts %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });

  it('lets a pet name of 11 emoji families fit where 11 code points would not', () => {
    expect(fitLine('Pet name', '👨‍👩‍👧‍👦'.repeat(11), 11)).toEqual({ fits: true, problems: [], notes: ['Pet name is full (11 characters).'] });
  });
});

describe('hiddenCharacterProblem (invisible, reordering and control characters; line breaks in one-line fields)', () => {
  const fix = 'Delete it, or type the text again instead of pasting it.';
  it.each([
    ['Bella', true, null],
    ['Zoë 🐾', true, null],
    ['👨‍👩‍👧‍👦 family', true, null], // the joiners are part of the family a person sees
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', true, null], // tags inside a flag
    ['👩🏽\u200D💻 ❤️\u200D🔥 ☺️', true, null], // joiners between pictographs (after a skin tone or a selector), a selector after one
    // Joiners, selectors and tags anywhere else are hidden text, even right after an emoji.
    ['Rex 😀\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}', true, `Pet name has an invisible character (a tag character, U+E0069) after "Rex 😀". ${fix}`],
    ['Rex 😀\u200D', true, `Pet name has an invisible character (a zero-width joiner) after "Rex 😀". ${fix}`],
    ['A\uFE0F', true, `Pet name has an invisible character (U+FE0F) after "A". ${fix}`],
    ['Bel\u202Ela', true, `Pet name has a hidden character that changes the order of the text (a right-to-left override) after "Bel". ${fix}`],
    ['\u202Aa', true, `Pet name has a hidden character that changes the order of the text (a left-to-right embedding) at the start. ${fix}`],
    ['a\u202Cb', true, `Pet name has a hidden character that changes the order of the text (a pop directional formatting) after "a". ${fix}`],
    ['a\u2066b', true, `Pet name has a hidden character that changes the order of the text (a left-to-right isolate) after "a". ${fix}`],
    ['a\u2069b', true, `Pet name has a hidden character that changes the order of the text (a pop directional isolate) after "a". ${fix}`],
    ['Bel\u200Bla', true, `Pet name has an invisible character (a zero-width space) after "Bel". ${fix}`],
    ['Bel\u200Cla', true, `Pet name has an invisible character (a zero-width non-joiner) after "Bel". ${fix}`],
    ['Bel\u200Dla', true, `Pet name has an invisible character (a zero-width joiner) after "Bel". ${fix}`],
    ['\uFEFFBella', true, `Pet name has an invisible character (a zero-width no-break space) at the start. ${fix}`],
    ['Bel\u2060la', true, `Pet name has an invisible character (a word joiner) after "Bel". ${fix}`],
    ['Bella\u{E0041}', true, `Pet name has an invisible character (a tag character, U+E0041) after "Bella". ${fix}`],
    ['Bella\u{E007F}', true, `Pet name has an invisible character (a tag character, U+E007F) after "Bella". ${fix}`],
    ['Bel\u0007la', true, `Pet name has a character that cannot be engraved (U+0007) after "Bel". ${fix}`],
    ['Bel\tla', true, `Pet name has a character that cannot be engraved (a tab) after "Bel". ${fix}`],
    ['Bel\u007Fla', true, `Pet name has a character that cannot be engraved (U+007F) after "Bel". ${fix}`],
    ['Bel\nla', true, 'Pet name has a line break after "Bel": it is engraved on one line. Delete the line break.'],
    ['Bel\r\nla', true, 'Pet name has a line break after "Bel": it is engraved on one line. Delete the line break.'],
    ['Bel\u2028la', true, 'Pet name has a line separator after "Bel": it is engraved on one line. Delete the line break.'],
    // A multi-line field splits its lines itself; any other break is a character that cannot be engraved.
    ['Bel\u2028la', false, `Pet name has a character that cannot be engraved (a line separator) after "Bel". ${fix}`],
    ['Bella', false, null],
  ])('%j (one line: %s)', (text, oneLineField, message) => {
    expect(hiddenCharacterProblem('Pet name', text, oneLineField)).toBe(message);
  });

  it('quotes only the end of a long text before the character', () => {
    expect(hiddenCharacterProblem('Text line 1', `${'x'.repeat(40)}ab\u200B`, true)).toBe(
      `Text line 1 has an invisible character (a zero-width space) after "…${'x'.repeat(27)}ab". ${fix}`,
    );
  });

  it('blocks the field, keeping the text as typed (nothing is stripped)', () => {
    const typed = 'Bel\u202Ela';
    const report = fitLine('Pet name', typed, 11);
    expect(report.fits).toBe(false);
    expect(report.problems).toEqual([`Pet name has a hidden character that changes the order of the text (a right-to-left override) after "Bel". ${fix}`]);
    expect(typed).toHaveLength(6);
  });

  it('names the line of the product text that holds one, and lines past the last too', () => {
    expect(fitEngravingText('Bella\nGood\u200B boy', TWO_BY_TWENTY).problems).toEqual([`Line 2 has an invisible character (a zero-width space) after "Good". ${fix}`]);
    expect(fitEngravingText('Bella\nGood boy\n\u202E', TWO_BY_TWENTY).problems).toEqual([
      `Line 3 has a hidden character that changes the order of the text (a right-to-left override) at the start. ${fix}`,
      'This product takes 2 lines: line 3 ("\u202E") does not fit.',
    ]);
    expect(engravingUsage('👨‍👩‍👧‍👦 Bella', TWO_BY_TWENTY)).toBe('1/2 lines and 7/20 characters used');
  });
});
