// What the plaque will carry, as a list (issue 15 item 1): the one listing of check-existing and the
// approval step, from engravedContent, so a photo-only tile lists only its photo and a plaque without
// a photo never lists one.
import {
  engravedContent,
  type EngravedFields,
  type EngravedItem,
  type EngravingIcon,
  type EngravingTextField,
  type EngravingTextLine,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';

export const ENGRAVED_LIST_TITLE = 'As it will be engraved';

function lineText(line: EngravingTextLine): string {
  const style = [line.font, line.size ? `${line.size} pt` : ''].filter(Boolean).join(', ');
  return `${line.text.trim()}${style ? ` (${style})` : ''}`;
}

/** A listed item's words, e.g. 'Forever loved (Garamond, 18 pt)', 'Heart, on the left', 'Included'. */
export function engravedItemText(item: EngravedItem, iconName: (icon: EngravingIcon) => string = (icon) => icon): string {
  switch (item.kind) {
    case 'text':
      return lineText(item.line);
    case 'icon':
      if (item.icon === 'None') return 'None';
      return item.placement ? `${iconName(item.icon)}, on the ${item.placement.toLowerCase()}` : iconName(item.icon);
    case 'photo':
      return 'Included';
  }
}

export interface EngravedListProps {
  config: PlaqueConfig | null;
  /** A version's fields or a draft. */
  fields: EngravedFields;
  /** The heading's level where the list sits (h2 on check-existing, below the step's heading elsewhere). */
  headingAs: 'h2' | 'h3' | 'h4';
  /** The text lines' names in the reader's words (artworkWords.ts); the spec's without. */
  lineLabels?: Record<EngravingTextField, string>;
  /** An icon's name in the reader's words (artworkWords.ts); the spec's without. */
  iconName?: (icon: EngravingIcon) => string;
}

/**
 * Drawn with the first screens' kit (light/light.css: the page brings LightStyles, or its first
 * screen's HTML has it inlined), so the owner's check-existing page can show it before the UI kit.
 */
export function EngravedList({ config, fields, headingAs: HeadingTag, lineLabels, iconName }: EngravedListProps) {
  const items = engravedContent(config, fields);
  return (
    <div className="lt-stack" data-gap="2">
      <HeadingTag className="lt-h2">{ENGRAVED_LIST_TITLE}</HeadingTag>
      <dl className="lt-dl">
        {items.map((item) => (
          <div key={item.label} className="lt-dl-row">
            <dt>{item.kind === 'text' && lineLabels ? lineLabels[item.field] : item.label}</dt>
            <dd>{engravedItemText(item, iconName)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
