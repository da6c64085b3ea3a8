import type { EngravingIcon } from '@portal/contracts/domain/engraving';
import { GLYPH_BOX, glyphOf } from './icons';

/** An engraving icon as SVG, from the same paths the canvas draws (decorative: its name is beside it). */
export function IconGlyph({ icon, size = 40 }: { icon: EngravingIcon; size?: number }) {
  const glyph = glyphOf(icon);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${GLYPH_BOX} ${GLYPH_BOX}`} aria-hidden="true" focusable="false" fill="currentColor">
      {glyph ? (
        glyph.map((part, i) => (
          <g key={i} transform={`translate(${part.x} ${part.y}) scale(${part.scale})`}>
            {part.paths.map((d, j) => (
              <path key={j} d={d} />
            ))}
          </g>
        ))
      ) : (
        <line x1="48" y1="208" x2="208" y2="48" stroke="currentColor" strokeWidth="16" strokeLinecap="round" />
      )}
    </svg>
  );
}
