import { stepTitle, type StepId, type WizardVariant } from '@portal/contracts/domain/wizard';
import { Box, Button, HStack, Text } from '@portal/shared/ui';

export interface WizardBreadcrumbProps {
  steps: readonly StepId[];
  /** The index of the step on screen. */
  index: number;
  variant: WizardVariant;
  goTo: (step: StepId) => void;
}

/** The steps of the wizard: the ones done are links back, the current one is marked, the later ones wait. */
export function WizardBreadcrumb({ steps, index, variant, goTo }: WizardBreadcrumbProps) {
  return (
    <Box as="nav" aria-label="Booking steps">
      <HStack as="ol" gap="2" listStyleType="none" flexWrap="wrap">
        {steps.map((candidate, at) => {
          const state = at < index ? 'done' : at === index ? 'active' : 'disabled';
          return (
            <HStack as="li" key={candidate} gap="2" data-state={state}>
              {at > 0 ? <Text aria-hidden color="fg.muted">›</Text> : null}
              {state === 'done' ? (
                <Button variant="plain" size="sm" px="0" color="teal.fg" textDecoration="underline" onClick={() => goTo(candidate)}>
                  {stepTitle(candidate, variant)}
                </Button>
              ) : (
                <Text
                  fontSize="sm"
                  fontWeight={state === 'active' ? 'bold' : 'normal'}
                  color={state === 'active' ? 'fg' : 'fg.muted'}
                  aria-current={state === 'active' ? 'step' : undefined}
                  aria-disabled={state === 'disabled' ? true : undefined}
                >
                  {stepTitle(candidate, variant)}
                </Text>
              )}
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
