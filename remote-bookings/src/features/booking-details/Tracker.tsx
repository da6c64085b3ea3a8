import { TRACKER_STEPS, trackerStep } from '@portal/contracts/domain/stages';
import { Box, Flex, SimpleGrid, Text } from '@portal/shared/ui';

/** Where a long step name may break on a narrow screen (a soft hyphen shows only when it breaks). */
const BREAKS: Record<string, string> = { Memorialisation: 'Memorial\u00ADisation' };

/**
 * The tracker (spec 000 s4): every step in order, the booking's step marked current, earlier ones
 * done. One row from tablet width (768 px) up; two rows of four on a phone.
 */
export function Tracker({ orderStage }: { orderStage: string }) {
  const current = trackerStep(orderStage);
  const currentIndex = TRACKER_STEPS.findIndex(({ step }) => step === current);
  return (
    <Box as="nav" aria-label="Tracker">
      <SimpleGrid as="ol" listStyleType="none" gap="1" columns={{ base: 4, md: TRACKER_STEPS.length }}>
        {TRACKER_STEPS.map(({ step }, index) => {
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'upcoming';
          return (
            <Flex
              as="li"
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              direction="column"
              align="center"
              minWidth="0"
              gap="1"
              paddingY="2"
              paddingX="0.5"
              textAlign="center"
              borderTopWidth="4px"
              borderColor={state === 'upcoming' ? 'gray.300' : 'teal.600'}
              bg={state === 'current' ? 'teal.50' : undefined}
            >
              <Text fontSize={{ base: 'xs', lg: 'sm' }} fontWeight={state === 'current' ? 'bold' : 'normal'} color={state === 'upcoming' ? 'fg.muted' : 'fg'}>
                {BREAKS[step] ?? step}
              </Text>
              <Text fontSize="xs" color={state === 'current' ? 'teal.fg' : 'fg.muted'}>
                {state === 'current' ? orderStage : state === 'done' ? 'Done' : ' '}
              </Text>
            </Flex>
          );
        })}
      </SimpleGrid>
      {current === undefined && orderStage.startsWith('VP ') ? (
        <Text fontSize="sm" color="fg.muted" marginTop="1">
          The tracker starts once the booking is with us.
        </Text>
      ) : null}
    </Box>
  );
}
