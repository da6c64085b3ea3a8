// Whether engraving text fits what it is engraved on, and what to tell the person when it does not
// (issue 14, item 4). The product modal's engraving textarea (spec 001 s5: the product's max lines and
// max characters per line) and the artwork's text fields (pet name 11, text lines 29 and 29, or the
// plaque's own smaller maxima) keep exactly what was typed or pasted: nothing is cut or moved onto
// another line. Instead the field says, next to it, which line is full and what does not fit, and the
// add (or the step's Next) waits until it does. portal-api checks the same way, with the same counts.

/** The engraving limits of a product (spec 001 s3: max lines, max characters per line). */
export interface EngravingLimits {
  maxLines: number;
  maxCharacters: number;
}

/** What a field says under itself: problems block the add or the step; notes only inform. */
export interface FitReport {
  fits: boolean;
  problems: string[];
  notes: string[];
}

/** Characters as a person counts them: an emoji or an accented letter typed as one counts once. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Engraving text's lines, as typed (Windows and old Mac line ends read as one). */
export function engravingLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

/** A single-line field holds no line breaks: a pasted break reads as a space (as a browser's text box does). */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

const QUOTE_MAX = 30;

/** A piece of the text for a message: quoted, and shortened (with an ellipsis) past 30 characters. */
function quote(text: string): string {
  const characters = Array.from(text);
  return `"${characters.length > QUOTE_MAX ? `${characters.slice(0, QUOTE_MAX - 1).join('')}…` : text}"`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** [2] -> 'Line 2'; [1, 2] -> 'Lines 1 and 2'; [1, 2, 3] -> 'Lines 1, 2 and 3'. */
function lineNames(lines: readonly number[]): string {
  if (lines.length === 1) return `Line ${lines[0]}`;
  return `Lines ${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
}

/** 'Pet name is 4 characters too long (11 fit' (the start of the message of a line that does not fit). */
function tooLongMessage(name: string, length: number, max: number, where = ''): string {
  return `${name} is ${plural(length - max, 'character')} too long (${max} fit${where})`;
}

/** One line of text against its character limit: what does not fit, or that it is full. */
function lineProblem(name: string, line: string, max: number, where: string): string | null {
  const characters = Array.from(line);
  if (characters.length <= max) return null;
  return `${tooLongMessage(name, characters.length, max, where)}: ${quote(characters.slice(max).join(''))} does not fit.`;
}

/**
 * One single-line field of the artwork (the pet name, text line 1 or 2) against its limit: 'Pet name
 * is 4 characters too long (11 fit): "rave" does not fit.', or the note 'Pet name is full (11
 * characters).' when it holds exactly as many as fit.
 */
export function fitLine(name: string, text: string, max: number): FitReport {
  const problem = lineProblem(name, text, max, '');
  if (problem) return { fits: false, problems: [problem], notes: [] };
  const full = max > 0 && characterCount(text) === max;
  return { fits: true, problems: [], notes: full ? [`${name} is full (${plural(max, 'character')}).`] : [] };
}

/**
 * The product modal's engraving text against the product's lines and characters per line:
 * - a line longer than the limit: 'Line 2 is 3 characters too long (20 fit on a line): "026" does not fit.';
 * - text on a line past the last: 'This product takes 2 lines: line 3 ("Third...") does not fit.';
 * - a new line started past the last, still empty (Enter at the end of the last line): the note 'This
 *   product takes 2 lines, so there is no line 3.' (blank lines at the end are not engraved: portal-api
 *   drops them, so they do not block the add);
 * - a line exactly full: the note 'Line 2 is full (20 characters).'
 */
export function fitEngravingText(text: string, limits: EngravingLimits): FitReport {
  const maxLines = Math.max(limits.maxLines, 0);
  const maxCharacters = Math.max(limits.maxCharacters, 0);
  const lines = text === '' ? [] : engravingLines(text);
  const problems: string[] = [];
  const notes: string[] = [];

  lines.slice(0, maxLines).forEach((line, at) => {
    const problem = lineProblem(`Line ${at + 1}`, line, maxCharacters, ' on a line');
    if (problem) problems.push(problem);
  });

  const takes = `This product takes ${plural(maxLines, 'line')}`;
  const extra = lines.slice(maxLines);
  let lastWritten = -1;
  extra.forEach((line, at) => {
    if (line.trim() !== '') lastWritten = at;
  });
  if (lastWritten >= 0) {
    const first = maxLines + 1;
    const last = maxLines + lastWritten + 1;
    const which = first === last ? `line ${first}` : `lines ${first} to ${last}`;
    const written = extra.slice(0, lastWritten + 1).filter((line) => line.trim() !== '');
    problems.push(`${takes}: ${which} (${quote(written.join(' / '))}) ${first === last ? 'does' : 'do'} not fit.`);
  } else if (extra.length > 0) {
    notes.push(`${takes}, so there is no line ${maxLines + 1}.`);
  }

  if (problems.length === 0) {
    const full = lines
      .slice(0, maxLines)
      .map((line, at) => (maxCharacters > 0 && characterCount(line) === maxCharacters ? at + 1 : 0))
      .filter((line) => line > 0);
    if (full.length > 0) {
      const each = full.length > 1 ? ' each' : '';
      notes.unshift(`${lineNames(full)} ${full.length > 1 ? 'are' : 'is'} full (${plural(maxCharacters, 'character')}${each}).`);
    }
  }
  return { fits: problems.length === 0, problems, notes };
}

/**
 * Spec 001 s5: 'x/y lines and x/y characters used'; the characters are those of the longest line. Every
 * line typed counts, so past the limit it reads '3/2 lines', as the field's message says.
 */
export function engravingUsage(text: string, limits: EngravingLimits): string {
  const lines = text === '' ? [] : engravingLines(text);
  const longest = lines.reduce((max, line) => Math.max(max, characterCount(line)), 0);
  return `${lines.length}/${limits.maxLines} lines and ${longest}/${limits.maxCharacters} characters used`;
}
