// Product pictures, drawn as SVG at seed time (issue 5: no product may show a broken image): a simple
// illustration by kind on the category's colours, with the product name on the main image. The main
// image is 480 px square (the product modal), the thumbnail 96 px (the product list's table).

export type ProductArt =
  | 'urn'
  | 'tube'
  | 'heart'
  | 'paw'
  | 'keyring'
  | 'frame'
  | 'plaque'
  | 'stone'
  | 'candle'
  | 'certificate'
  | 'package'
  | 'bag'
  | 'tag'
  | 'form'
  | 'shroud'
  | 'flame';

const PALETTES: Record<string, { background: string; ink: string; accent: string }> = {
  'Urns & Vessels': { background: '#f1e9de', ink: '#6f4a2b', accent: '#c79a6b' },
  Memorabilia: { background: '#e5edf3', ink: '#34546e', accent: '#8fb0c9' },
  Keepsakes: { background: '#f5e7eb', ink: '#8e4359', accent: '#e2a3b5' },
  'Cremation Packages': { background: '#e7efe3', ink: '#46643c', accent: '#a6c496' },
  'Vet Supplies': { background: '#e8e9f0', ink: '#414566', accent: '#a3a8cf' },
  'Cremation Services': { background: '#ece8f3', ink: '#584677', accent: '#b7a7d6' },
};
const DEFAULT_PALETTE = { background: '#eeeeee', ink: '#444444', accent: '#aaaaaa' };

/** The drawing of each kind, in a 200 x 200 box; `ink` and `accent` are the palette's colours. */
function drawing(art: ProductArt, ink: string, accent: string): string {
  switch (art) {
    case 'urn':
      return `<circle cx="100" cy="30" r="8" fill="${ink}"/><rect x="68" y="38" width="64" height="12" rx="4" fill="${ink}"/>
<path d="M78 50h44l-6 14H84z" fill="${accent}"/>
<path d="M74 64h52c24 20 28 62 11 90-6 11-17 17-30 17h-14c-13 0-24-6-30-17-17-28-13-70 11-90z" fill="${ink}"/>
<path d="M70 100h60" stroke="${accent}" stroke-width="5"/><rect x="72" y="170" width="56" height="11" rx="3" fill="${accent}"/>`;
    case 'tube':
      return `<rect x="76" y="40" width="48" height="130" rx="10" fill="${ink}"/><rect x="72" y="32" width="56" height="16" rx="5" fill="${accent}"/>
<circle cx="100" cy="95" r="12" fill="${accent}"/><circle cx="88" cy="120" r="8" fill="${accent}"/><circle cx="112" cy="125" r="9" fill="${accent}"/>
<path d="M100 107v40M88 128v20M112 134v14" stroke="${accent}" stroke-width="3"/>`;
    case 'heart':
      return `<path d="M100 172C38 126 28 90 48 64c20-26 46-16 52 6 6-22 32-32 52-6 20 26 10 62-52 108z" fill="${ink}"/>
<path d="M70 74c-10 8-12 22-6 32" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case 'paw':
      return `<ellipse cx="100" cy="130" rx="38" ry="32" fill="${ink}"/><ellipse cx="58" cy="88" rx="14" ry="19" fill="${ink}"/>
<ellipse cx="84" cy="62" rx="14" ry="20" fill="${ink}"/><ellipse cx="116" cy="62" rx="14" ry="20" fill="${ink}"/>
<ellipse cx="142" cy="88" rx="14" ry="19" fill="${ink}"/><circle cx="100" cy="100" r="86" fill="none" stroke="${accent}" stroke-width="6"/>`;
    case 'keyring':
      return `<circle cx="100" cy="52" r="26" fill="none" stroke="${accent}" stroke-width="8"/><rect x="93" y="74" width="14" height="20" fill="${accent}"/>
<circle cx="100" cy="132" r="44" fill="${ink}"/><ellipse cx="100" cy="145" rx="17" ry="14" fill="${accent}"/>
<circle cx="80" cy="124" r="6" fill="${accent}"/><circle cx="93" cy="114" r="6" fill="${accent}"/><circle cx="107" cy="114" r="6" fill="${accent}"/><circle cx="120" cy="124" r="6" fill="${accent}"/>`;
    case 'frame':
      return `<rect x="36" y="34" width="128" height="140" rx="6" fill="${ink}"/><rect x="52" y="50" width="96" height="108" fill="#fdfcf9"/>
<circle cx="122" cy="78" r="10" fill="${accent}"/><path d="M52 158l32-44 22 28 14-16 28 32z" fill="${accent}"/>`;
    case 'plaque':
      return `<rect x="26" y="56" width="148" height="92" rx="10" fill="${ink}"/><rect x="36" y="66" width="128" height="72" rx="6" fill="none" stroke="${accent}" stroke-width="3"/>
<circle cx="44" cy="74" r="4" fill="${accent}"/><circle cx="156" cy="74" r="4" fill="${accent}"/><circle cx="44" cy="130" r="4" fill="${accent}"/><circle cx="156" cy="130" r="4" fill="${accent}"/>
<path d="M64 92h72M74 108h52M84 122h32" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
    case 'stone':
      return `<path d="M34 150c-6-40 14-84 54-96 40-12 76 10 82 50 4 30-6 50-20 56z" fill="${ink}"/>
<path d="M66 104h64M74 122h48" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M20 156h160" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case 'candle':
      return `<path d="M100 30c16 20 16 36 0 46-16-10-16-26 0-46z" fill="${accent}"/><rect x="97" y="74" width="6" height="12" fill="${ink}"/>
<rect x="70" y="86" width="60" height="88" rx="6" fill="${ink}"/><rect x="58" y="172" width="84" height="10" rx="4" fill="${accent}"/>`;
    case 'certificate':
      return `<rect x="40" y="28" width="120" height="150" rx="4" fill="#fdfcf9" stroke="${ink}" stroke-width="5"/>
<path d="M62 60h76M62 80h76M62 100h56" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>
<circle cx="124" cy="144" r="18" fill="${accent}"/><path d="M114 158l-6 20 16-8 16 8-6-20" fill="${accent}"/>`;
    case 'package':
      return `<rect x="38" y="84" width="124" height="92" rx="6" fill="${ink}"/><rect x="30" y="66" width="140" height="26" rx="5" fill="${ink}"/>
<rect x="92" y="66" width="16" height="110" fill="${accent}"/><path d="M100 66c-20-34-56-26-44-6 6 9 26 8 44 6zM100 66c20-34 56-26 44-6-6 9-26 8-44 6z" fill="${accent}"/>`;
    case 'bag':
      return `<path d="M52 44h96l10 128H42z" fill="${ink}"/><path d="M52 44c8 14 88 14 96 0" fill="none" stroke="${accent}" stroke-width="6"/>
<path d="M62 96h76M60 124h80" stroke="${accent}" stroke-width="4" stroke-dasharray="8 6"/>`;
    case 'tag':
      return `<path d="M46 60h84l36 40-36 40H46a8 8 0 0 1-8-8V68a8 8 0 0 1 8-8z" fill="${ink}"/><circle cx="134" cy="100" r="9" fill="#fdfcf9"/>
<path d="M143 100c22-6 34 6 36 26" stroke="${accent}" stroke-width="4" fill="none"/><path d="M58 88h52M58 110h38" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case 'form':
      return `<rect x="46" y="30" width="108" height="146" rx="4" fill="#fdfcf9" stroke="${ink}" stroke-width="5"/><rect x="78" y="22" width="44" height="18" rx="4" fill="${ink}"/>
<path d="M64 66h72M64 86h72M64 106h72M64 126h48" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M66 150l8 8 16-18" stroke="${ink}" stroke-width="5" fill="none"/>`;
    case 'shroud':
      return `<path d="M40 52h120v112c-20 10-40 10-60 0s-40-10-60 0z" fill="${ink}"/>
<path d="M70 52v104M100 52v110M130 52v104" stroke="${accent}" stroke-width="4"/>`;
    case 'flame':
      return `<path d="M100 26c30 34 52 60 42 98-6 26-26 44-42 44s-36-18-42-44c-8-34 14-52 26-74 4 16 10 24 16 28 4-18 4-34 0-52z" fill="${ink}"/>
<path d="M100 110c12 14 16 26 10 40-4 8-16 8-20 0-6-14 0-26 10-40z" fill="${accent}"/>`;
  }
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The name in up to two lines of about `width` characters (longer names end with an ellipsis). */
export function wrapName(name: string, width = 24): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of name.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  const second = lines.slice(1).join(' ');
  return [lines[0] ?? '', second.length > width ? `${second.slice(0, width - 1).trimEnd()}…` : second];
}

export interface ProductArtInput {
  name: string;
  category: string;
  art: ProductArt;
}

/** The main picture (480 px square): the drawing over the product name. */
export function productMainSvg({ name, category, art }: ProductArtInput): string {
  const { background, ink, accent } = PALETTES[category] ?? DEFAULT_PALETTE;
  const lines = wrapName(name);
  const text = lines
    .map((line, i) => `<text x="240" y="${lines.length === 1 ? 420 : 400 + i * 36}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
<rect width="480" height="480" fill="${background}"/>
<circle cx="240" cy="190" r="150" fill="#ffffff" opacity="0.55"/>
<g transform="translate(90 40) scale(1.5)">${drawing(art, ink, accent)}</g>
<g font-family="Georgia, 'Times New Roman', serif" font-size="30" fill="${ink}">${text}</g>
</svg>`;
}

/** The table thumbnail (96 px square): the drawing alone; its name is the image's label. */
export function productThumbSvg({ name, category, art }: ProductArtInput): string {
  const { background, ink, accent } = PALETTES[category] ?? DEFAULT_PALETTE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
<rect width="200" height="200" rx="16" fill="${background}"/>
<g transform="translate(14 14) scale(0.86)">${drawing(art, ink, accent)}</g>
</svg>`;
}

/** The vessel views of an engraved product (Vessel_Image 1-3 of its plaque config). */
export const VESSEL_VIEWS = { 1: 'Front', 2: 'Three-quarter', 3: 'Close-up' } as const;
export type VesselView = keyof typeof VESSEL_VIEWS;

/**
 * A vessel image (issue 6): the product drawn from one view with a marked box where the plaque goes,
 * 480 x 360, so the nurse and the owner see the artwork's place on the real thing.
 */
export function vesselSvg({ name, category, art }: ProductArtInput, view: VesselView): string {
  const { background, ink, accent } = PALETTES[category] ?? DEFAULT_PALETTE;
  const label = `${VESSEL_VIEWS[view]} view of the ${name}, with the plaque's place marked`;
  // The drawing (a 200 x 200 box) with the plaque's place in it, so the mark turns and scales with the
  // view: front, turned (skewed) and close up on the plaque.
  const transform =
    view === 1 ? 'translate(105 0) scale(1.35)' : view === 2 ? 'translate(120 12) scale(1.25 1.3) skewY(-8)' : 'translate(-60 -235) scale(3)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>
<rect width="480" height="360" fill="${background}"/>
<g transform="${transform}">${drawing(art, ink, accent)}
<rect x="78" y="100" width="44" height="30" rx="3" fill="#ffffff" fill-opacity="0.8" stroke="${ink}" stroke-width="2" stroke-dasharray="5 3"/></g>
<text x="240" y="344" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="${ink}">${escapeXml(VESSEL_VIEWS[view])} view: the plaque's place</text>
</svg>`;
}
