import type { PresenceMember } from '@portal/shared/presence';
import { Heading, Stack, Text } from '@portal/shared/ui';

export interface WizardHeaderProps {
  title: string;
  /** The practice, the booking's name and its order number, as far as they are known. */
  facts: (string | null)[];
  /** Other people on this booking right now (an edit page). */
  others: PresenceMember[];
}

/** The wizard's title, what booking it is, and who else has it open. */
export function WizardHeader({ title, facts, others }: WizardHeaderProps) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" data-testid="wizard-header">
        {facts.filter(Boolean).join(' · ')}
      </Text>
      {others.length > 0 ? (
        <Text role="status" bg="blue.50" borderWidth="1px" borderColor="blue.300" rounded="md" px="3" py="2">
          Also on this booking right now: {[...new Set(others.map((member) => member.name))].join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
