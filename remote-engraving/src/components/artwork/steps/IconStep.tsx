import type { ReactNode } from 'react';
import { ENGRAVING_ICONS, ICON_PLACEMENTS, type EngravingIcon, type IconPlacement } from '@portal/contracts/domain/engraving';
import { SimpleGrid, Stack, Text, chakra } from '@portal/shared/ui';
import { IconGlyph } from '../preview/IconGlyph';

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}

/**
 * One option of a radio group, shown as a card: the radio itself is transparent and covers the card, so
 * a click anywhere on it (or the keyboard) chooses it.
 */
function Choice({ name, value, checked, onSelect, children }: ChoiceProps) {
  return (
    <chakra.label
      position="relative"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      padding="2"
      minHeight="20"
      borderWidth="2px"
      borderRadius="md"
      cursor="pointer"
      textAlign="center"
      borderColor={checked ? 'teal.700' : 'border'}
      bg={checked ? 'teal.50' : 'bg'}
      color={checked ? 'teal.900' : 'fg'}
      _hover={{ borderColor: 'teal.600' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        position="absolute"
        inset="0"
        width="100%"
        height="100%"
        margin="0"
        opacity="0"
        cursor="pointer"
      />
      {children}
    </chakra.label>
  );
}

interface GroupProps {
  id: string;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}

function ChoiceGroup({ id, legend, error, children }: GroupProps) {
  return (
    <chakra.fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      minWidth="0"
    >
      <chakra.legend id={`${id}-legend`} fontWeight="semibold" marginBottom="2">
        {legend}
        <Text as="span" color="fg.error" aria-hidden="true">
          {' '}
          *
        </Text>
      </chakra.legend>
      {children}
      {error ? (
        <Text id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" marginTop="2">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

export interface IconStepProps {
  icon: EngravingIcon | '';
  iconPlacement: IconPlacement | '';
  errors: { icon?: string; iconPlacement?: string };
  onChange: (change: { icon?: EngravingIcon; iconPlacement?: IconPlacement }) => void;
  /** An icon's name in the reader's words (artworkWords.ts). */
  iconName?: (icon: EngravingIcon) => string;
}

/** Spec 001 s5, Icon step: an icon (None allowed) and its placement, Left or Right; both required. */
export function IconStep({ icon, iconPlacement, errors, onChange, iconName = (choice) => choice }: IconStepProps) {
  return (
    <Stack gap="6">
      <ChoiceGroup id="engraving-icon" legend="Icon" error={errors.icon}>
        <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2">
          {ENGRAVING_ICONS.map((choice) => (
            <Choice key={choice} name="engraving-icon" value={choice} checked={icon === choice} onSelect={() => onChange({ icon: choice })}>
              <IconGlyph icon={choice} size={36} />
              <Text fontSize="sm" lineHeight="short">
                {iconName(choice)}
              </Text>
            </Choice>
          ))}
        </SimpleGrid>
      </ChoiceGroup>
      <ChoiceGroup id="engraving-placement" legend="Placement" error={errors.iconPlacement}>
        <SimpleGrid columns={2} gap="2" maxWidth="xs">
          {ICON_PLACEMENTS.map((placement) => (
            <Choice
              key={placement}
              name="engraving-placement"
              value={placement}
              checked={iconPlacement === placement}
              onSelect={() => onChange({ iconPlacement: placement })}
            >
              <Text fontWeight="medium">{placement}</Text>
            </Choice>
          ))}
        </SimpleGrid>
      </ChoiceGroup>
    </Stack>
  );
}
