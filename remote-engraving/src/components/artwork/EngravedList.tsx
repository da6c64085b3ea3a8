// What the plaque will carry, as a list (issue 15 item 1): the one listing of check-existing and the
// approval step, from engravedContent, so a photo-only tile lists only its photo and a plaque without
// a photo never lists one.
import { engravedContent, type EngravedFields, type EngravedItem, type EngravingTextLine, type PlaqueConfig } from '@portal/shared/domain/engraving';
import { Box, Heading, Stack, chakra } from '@portal/shared/ui';

export const ENGRAVED_LIST_TITLE = 'As it will be engraved';

function lineText(line: EngravingTextLine): string {
  const style = [line.font, line.size ? `${line.size} pt` : ''].filter(Boolean).join(', ');
  return `${line.text.trim()}${style ? ` (${style})` : ''}`;
}

/** A listed item's words, e.g. 'Forever loved (Garamond, 18 pt)', 'Heart, on the left', 'Included'. */
export function engravedItemText(item: EngravedItem): string {
  switch (item.kind) {
    case 'text':
      return lineText(item.line);
    case 'icon':
      if (item.icon === 'None') return 'None';
      return item.placement ? `${item.icon}, on the ${item.placement.toLowerCase()}` : item.icon;
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
}

export function EngravedList({ config, fields, headingAs }: EngravedListProps) {
  const items = engravedContent(config, fields);
  return (
    <Stack gap="2">
      <Heading as={headingAs} size="md">
        {ENGRAVED_LIST_TITLE}
      </Heading>
      <chakra.dl display="flex" flexDirection="column" gap="1" margin="0">
        {items.map((item) => (
          <Box key={item.label} display="grid" gridTemplateColumns="6.5rem minmax(0, 1fr)" columnGap="3">
            <chakra.dt fontWeight="semibold">{item.label}</chakra.dt>
            <chakra.dd margin="0" overflowWrap="anywhere">
              {engravedItemText(item)}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Stack>
  );
}
