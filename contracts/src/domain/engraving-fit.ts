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

/** Printable ASCII: each character is one a person sees, so the segmenter is not needed. */
const PLAIN = /^[\x20-\x7E]*$/;
/** Made on first use: building one loads ICU's break rules (about 150 ms on a busy machine). */
let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * The characters a person sees (grapheme clusters, `Intl.Segmenter`): an accented letter typed as a
 * letter and an accent, a flag, a skin tone or a family emoji joined by zero-width joiners count once.
 */
export function graphemes(text: string): string[] {
  if (PLAIN.test(text)) return text.split('');
  graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/** Characters as a person counts them (`graphemes`): a family emoji counts 1, not 7. */
export function characterCount(text: string): number {
  return graphemes(text).length;
}

/**
 * Characters nobody sees that change what is engraved (issue 29): a line break in a one-line field,
 * direction overrides and isolates that reorder the text, zero-width and other invisible format
 * characters, tag characters and control characters. Emoji stay allowed as before (the engraving
 * fonts are chosen by the crematorium, and the owner approves the drawn artwork): a zero-width joiner,
 * variation selector or tag character inside an emoji sequence is part of one character a person sees,
 * so it is not refused. Nothing is removed: the field says what it found and where.
 */
type Hidden = { kind: 'line break' | 'reordering' | 'invisible' | 'control'; name: string };

const NAMED: Record<number, string> = {
  0x09: 'a tab',
  0x0b: 'a vertical tab',
  0x0c: 'a form feed',
  0x85: 'a next-line character',
  0xad: 'a soft hyphen',
  0x061c: 'an Arabic letter mark',
  0x180e: 'a Mongolian vowel separator',
  0x200b: 'a zero-width space',
  0x200c: 'a zero-width non-joiner',
  0x200d: 'a zero-width joiner',
  0x200e: 'a left-to-right mark',
  0x200f: 'a right-to-left mark',
  0x2028: 'a line separator',
  0x2029: 'a paragraph separator',
  0x202a: 'a left-to-right embedding',
  0x202b: 'a right-to-left embedding',
  0x202c: 'a pop directional formatting',
  0x202d: 'a left-to-right override',
  0x202e: 'a right-to-left override',
  0x2060: 'a word joiner',
  0x2066: 'a left-to-right isolate',
  0x2067: 'a right-to-left isolate',
  0x2068: 'a first strong isolate',
  0x2069: 'a pop directional isolate',
  0xfeff: 'a zero-width no-break space',
};

const REORDERING = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK = /[\n\r\u2028\u2029\u0085\v\f]/u;

/** A character's name for a message: its name, else its code ('U+2061'). */
function nameOf(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return NAMED[code] ?? (code >= 0xe0000 && code <= 0xe007f ? `a tag character, ${hex}` : hex);
}

const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const TAG_FLAG_BASE = '\u{1F3F4}';
const CANCEL_TAG = '\u{E007F}';

/**
 * Whether the joiner, selector or tag at `at` has its one proper use in this character a person sees:
 * a zero-width joiner between two pictographs (a family emoji), a variation selector straight after a
 * pictograph, tag characters only in a subdivision flag (black flag, tags, cancel tag: Scotland's).
 * Anywhere else (after a letter, trailing an emoji, tags spelling words after a smiley) it is hidden text.
 */
function isEmojiPart(parts: readonly string[], at: number): boolean {
  const part = parts[at] ?? '';
  const code = part.codePointAt(0) ?? 0;
  if (part === '\u200D') {
    const previous = parts[at - 1] ?? '';
    const previousCode = previous.codePointAt(0) ?? 0;
    // After a pictograph, its selector or its skin tone (U+1F3FB to U+1F3FF), before another pictograph.
    const afterPictograph = PICTOGRAPH.test(previous) || previous === '\uFE0F' || (previousCode >= 0x1f3fb && previousCode <= 0x1f3ff);
    return afterPictograph && PICTOGRAPH.test(parts[at + 1] ?? '');
  }
  if (part === '\uFE0E' || part === '\uFE0F') return PICTOGRAPH.test(parts[at - 1] ?? '');
  if (code >= 0xe0020 && code <= 0xe007f) {
    const tags = parts.slice(1);
    return parts[0] === TAG_FLAG_BASE && tags.at(-1) === CANCEL_TAG && tags.slice(0, -1).every((tag) => /^[\u{E0020}-\u{E007E}]$/u.test(tag));
  }
  return false;
}

/** The first hidden character of one character a person sees, and the part of it before (a letter it joins). */
function hiddenIn(character: string, oneLineField: boolean): (Hidden & { before: string }) | null {
  const parts = [...character];
  let before = '';
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at] ?? '';
    const found = hiddenKind(part, oneLineField, () => isEmojiPart(parts, at));
    if (found) return { ...found, before };
    before += part;
  }
  return null;
}

function hiddenKind(part: string, oneLineField: boolean, isEmojiSequencePart: () => boolean): Hidden | null {
  const name = nameOf(part.codePointAt(0) ?? 0);
  if (part === '\n' || part === '\r') return oneLineField ? { kind: 'line break', name: 'a line break' } : null;
  if (LINE_BREAK.test(part)) return { kind: oneLineField ? 'line break' : 'control', name };
  if (REORDERING.test(part)) return { kind: 'reordering', name };
  if (/\p{Cc}/u.test(part)) return { kind: 'control', name };
  if (/[\p{Cf}\p{Cs}\uFE00-\uFE0F]/u.test(part)) return isEmojiSequencePart() ? null : { kind: 'invisible', name };
  return null;
}

/** What a text before a found character reads as in a message: 'at the start', 'after "Bel"'. */
function whereIn(before: string[]): string {
  if (before.length === 0) return 'at the start';
  return `after "${before.length > QUOTE_MAX ? `…${before.slice(1 - QUOTE_MAX).join('')}` : before.join('')}"`;
}

/**
 * The first hidden character of a line, as the field says it: 'Pet name has a line break after
 * "Bel": it takes one line.', 'Line 1 has an invisible character (a zero-width space) after "Bel".
 * Delete it, or type the text again instead of pasting it.', 'Text line 1 has a character that
 * reorders the text (a right-to-left override) at the start. …'. Null when there is none.
 */
export function hiddenCharacterProblem(name: string, text: string, oneLineField: boolean): string | null {
  if (PLAIN.test(text)) return null;
  const characters = graphemes(text);
  for (let at = 0; at < characters.length; at++) {
    const found = hiddenIn(characters[at] ?? '', oneLineField);
    if (!found) continue;
    const where = whereIn([...characters.slice(0, at), ...(found.before ? [found.before] : [])]);
    const fix = 'Delete it, or type the text again instead of pasting it.';
    switch (found.kind) {
      case 'line break':
        return `${name} has ${found.name} ${where}: it is engraved on one line. Delete the line break.`;
      case 'reordering':
        return `${name} has a hidden character that changes the order of the text (${found.name}) ${where}. ${fix}`;
      case 'invisible':
        return `${name} has an invisible character (${found.name}) ${where}. ${fix}`;
      case 'control':
        return `${name} has a character that cannot be engraved (${found.name}) ${where}. ${fix}`;
    }
  }
  return null;
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
  const characters = graphemes(text);
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
  const characters = graphemes(line);
  if (characters.length <= max) return null;
  return `${tooLongMessage(name, characters.length, max, where)}: ${quote(characters.slice(max).join(''))} does not fit.`;
}

/**
 * One single-line field of the artwork (the pet name, text line 1 or 2) against its limit: 'Pet name
 * is 4 characters too long (11 fit): "rave" does not fit.', or the note 'Pet name is full (11
 * characters).' when it holds exactly as many as fit.
 */
export function fitLine(name: string, text: string, max: number): FitReport {
  const problems = [hiddenCharacterProblem(name, text, true), lineProblem(name, text, max, '')].filter((problem) => problem !== null);
  if (problems.length > 0) return { fits: false, problems, notes: [] };
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

  lines.forEach((line, at) => {
    const hidden = hiddenCharacterProblem(`Line ${at + 1}`, line, false);
    if (hidden) problems.push(hidden);
    const problem = at < maxLines ? lineProblem(`Line ${at + 1}`, line, maxCharacters, ' on a line') : null;
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
