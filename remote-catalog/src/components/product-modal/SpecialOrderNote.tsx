import { useId, useState } from 'react';
import { SPECIAL_ORDER } from '@portal/contracts/domain/catalog';
import { Box, HStack, IconButton, Text } from '@portal/shared/ui';

function InfoIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </svg>
  );
}

/** The timeframe the information icon gives: the general one, and the product's own lead time when it has one. */
export function specialOrderTimeframe(orderByDays: number | null): string {
  const own = orderByDays && orderByDays > 0 ? ` This product: allow ${orderByDays} days from the order.` : '';
  return `${SPECIAL_ORDER.timeframe}${own} ${SPECIAL_ORDER.returnedTogether}`;
}

/**
 * 'Special order product' with its information icon (spec 001 s5: the special order dialog asks the
 * nurse to 'check the information icon for timeframes'). The icon is a button that shows and hides
 * the timeframe below it, so it works by touch and keyboard as well as by mouse.
 */
export function SpecialOrderNote({ orderByDays }: { orderByDays: number | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box>
      <HStack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {SPECIAL_ORDER.title}
        </Text>
        <IconButton
          aria-label={SPECIAL_ORDER.infoLabel}
          aria-expanded={open}
          aria-controls={panelId}
          size="xs"
          variant="ghost"
          colorPalette="teal"
          onClick={() => setOpen((shown) => !shown)}
        >
          <InfoIcon />
        </IconButton>
      </HStack>
      <Text id={panelId} hidden={!open} fontSize="sm" color="fg.muted" data-testid="special-order-timeframe">
        {specialOrderTimeframe(orderByDays)}
      </Text>
    </Box>
  );
}
