import { TRACKER_STEPS, trackerStep } from '@portal/shared/domain/stages';
import { Box, Flex, Text } from '@portal/shared/ui';

/** The tracker (spec 000 s4): every step in order, the booking's step marked current, earlier ones done. */
export function Tracker({ orderStage }: { orderStage: string }) {
  const current = trackerStep(orderStage);
  const currentIndex = TRACKER_STEPS.findIndex(({ step }) => step === current);
  return (
    <Box as="nav" aria-label="Tracker">
      <Flex as="ol" listStyleType="none" gap="1" flexWrap="wrap">
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
              flex="1 1 6.5rem"
              gap="1"
              paddingY="2"
              borderTopWidth="4px"
              borderColor={state === 'upcoming' ? 'gray.300' : 'teal.600'}
              bg={state === 'current' ? 'teal.50' : undefined}
            >
              <Text fontSize="sm" fontWeight={state === 'current' ? 'bold' : 'normal'} color={state === 'upcoming' ? 'fg.muted' : 'fg'}>
                {step}
              </Text>
              <Text fontSize="xs" color={state === 'current' ? 'teal.fg' : 'fg.muted'}>
                {state === 'current' ? orderStage : state === 'done' ? 'Done' : ' '}
              </Text>
            </Flex>
          );
        })}
      </Flex>
      {current === undefined && orderStage.startsWith('VP ') ? (
        <Text fontSize="sm" color="fg.muted" marginTop="1">
          The tracker starts once the booking is with us.
        </Text>
      ) : null}
    </Box>
  );
}
