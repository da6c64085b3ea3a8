// The tag images of step 2 of the tagging guide, one per brand, region and kind, as SVG.
import { TAG_COLOURS, TAG_EXAMPLES, type TagKind } from '@portal/contracts/domain/tagging-guide';
import type { BrandDetails } from './catalog.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A luggage-style tag: the kind in a coloured band, lines to write on, the brand and region. */
export function tagSvg(brand: BrandDetails, region: string, kind: TagKind): string {
  const tag = TAG_EXAMPLES.find((example) => example.kind === kind)!;
  const colour = TAG_COLOURS[kind];
  const fields = ['Pet name', 'Owner surname', 'Booking no.', 'Clinic', 'Weight (kg)'];
  const lines = fields
    .map((label, index) => {
      const y = 112 + index * 34;
      return `<text x="34" y="${y}" font-size="15" fill="#333">${label}</text><line x1="150" y1="${y + 3}" x2="336" y2="${y + 3}" stroke="#999" stroke-width="1.2"/>`;
    })
    .join('');
  const title = `${tag.name} tag, ${brand.name} ${region}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="300" viewBox="0 0 360 300" role="img" aria-labelledby="t">
<title id="t">${escapeXml(title)}</title>
<path d="M40 6 H344 a10 10 0 0 1 10 10 V284 a10 10 0 0 1 -10 10 H40 L6 260 V40 Z" fill="#fff" stroke="${colour}" stroke-width="4"/>
<path d="M40 8 H344 a8 8 0 0 1 8 8 V70 H8 V40 Z" fill="${colour}"/>
<circle cx="30" cy="40" r="9" fill="#fff" stroke="${brand.colours.light}" stroke-width="3"/>
<text x="48" y="47" font-family="Helvetica, Arial, sans-serif" font-size="${tag.name.length > 12 ? 19 : 24}" font-weight="700" fill="#fff">${escapeXml(tag.name.toUpperCase())}</text>
<g font-family="Helvetica, Arial, sans-serif">${lines}</g>
<text x="34" y="284" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="${brand.colours.dark}" font-weight="700">${escapeXml(brand.name)} · ${escapeXml(region)}</text>
</svg>
`;
}
