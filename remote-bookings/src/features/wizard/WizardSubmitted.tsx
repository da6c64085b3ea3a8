import { hasPetTag } from '@portal/contracts/domain/pet-tag';
import { submittedWords, viewBookingTarget, type WizardVariant } from '@portal/contracts/domain/wizard';
import { useNavigate } from '@portal/shared/router';
import { Button, Heading, HStack, Stack, Text } from '@portal/shared/ui';
import { PrintPetTag } from '../../components/PrintPetTag';
import type { Submitted } from './useWizardSave';

/** What the wizard shows once the booking (or vet supply order) is submitted or updated; a booking with a pet offers its tag to print. */
export function WizardSubmitted({ submitted, variant, serviceTypeName }: { submitted: Submitted; variant: WizardVariant; serviceTypeName: string }) {
  const navigate = useNavigate();
  const words = submittedWords(variant, submitted.kind);
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        {words.heading}
      </Heading>
      {submitted.orderId ? (
        <Text fontSize="lg" fontWeight="semibold" data-testid="submitted-order">
          Order number {submitted.orderId}
        </Text>
      ) : null}
      <Text>{words.body}</Text>
      <HStack>
        <Button colorPalette="teal" onClick={() => void navigate(viewBookingTarget(variant, submitted.bookingId))}>
          View Booking
        </Button>
      </HStack>
      {hasPetTag(serviceTypeName) ? <PrintPetTag bookingId={submitted.bookingId} /> : null}
    </Stack>
  );
}
