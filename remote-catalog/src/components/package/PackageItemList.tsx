import type { PackageItemDto, PackageProductsWrite } from '@portal/contracts/wire/catalog';
import { Badge, Box, Button, EngravingText, HStack, Stack, Text, VisuallyHidden } from '@portal/shared/ui';

function Thumbnail({ src, size }: { src: string; size: number }) {
  return <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" style={{ width: size, height: size, objectFit: 'cover', borderRadius: 6, flexShrink: 0 }} />;
}

/** Whether a package's item has anything to choose: options, or engraving text. */
export const customisable = (item: PackageItemDto) => Number(item.has_options) === 1 || (item.engraving_type === 'text' && item.engraving_max_length > 0);

export interface PackageItemListProps {
  packageName: string;
  items: readonly PackageItemDto[];
  choices: PackageProductsWrite;
  onCustomise: (item: PackageItemDto) => void;
}

/**
 * A package's items, each with its picture, a 'Selected' marker once customised, its engraving text,
 * and a 'Customise' button when it has choices (spec 001 s2.7 'Option selection'). The bundle step and
 * the product modal's Update of a package line show the same list.
 */
export function PackageItemList({ packageName, items, choices, onCustomise }: PackageItemListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={`Items of ${packageName}`}>
      {items.map((item) => (
        <Box as="li" key={item.id} borderWidth="1px" rounded="md" padding="3">
          <HStack gap="4" align="center" flexWrap="wrap">
            <Thumbnail src={item.thumbnail_url} size={64} />
            <Stack gap="1" flex="1" minWidth="12rem">
              <HStack gap="2">
                <Text fontWeight="medium">{item.name}</Text>
                {choices[item.id] ? <Badge colorPalette="teal">Selected</Badge> : null}
              </HStack>
              {item.description ? (
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {item.description}
                </Text>
              ) : null}
              {choices[item.id]?.engraving_text ? <EngravingText text={choices[item.id]?.engraving_text ?? ''} /> : null}
            </Stack>
            {customisable(item) ? (
              <Button size="sm" variant="outline" colorPalette="teal" onClick={() => onCustomise(item)}>
                Customise<VisuallyHidden> {item.name}</VisuallyHidden>
              </Button>
            ) : null}
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
