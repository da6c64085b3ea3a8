import { forwardRef, type ReactNode } from 'react';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import { displayWeight } from '@portal/contracts/domain/weight';
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';
import { Box, Heading, SimpleGrid, Stack, Text } from '@portal/shared/ui';

const OPTION_TEXT = {
  vet_address: 'Vet clinic address',
  customer_address: "Owner's home address",
  postal_address: 'Another address',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" data-testid={`confirm-${label.toLowerCase().replace(/\W+/g, '-')}`}>
        {children || '—'}
      </Text>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="md" mb="3">
        {title}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
        {children}
      </SimpleGrid>
    </Box>
  );
}

export interface ConfirmationStepProps {
  title: string;
  serviceTypeName: string;
  staffName: string;
  orderId: string | null;
  details: DetailsValues;
  withCollection: boolean;
  vetAddress: string;
  /** The booking's cart (wizards with products), shown under 'Items'. */
  cart?: ReactNode;
  /** A vet supply order: no owner, pet or special instructions. */
  supplyOrder?: boolean;
}

/** Everything entered, readable, before submitting (spec 000 s4 Wizard flow 3). The screenshot is of this. */
export const ConfirmationStep = forwardRef<HTMLDivElement, ConfirmationStepProps>(function ConfirmationStep(
  { title, serviceTypeName, staffName, orderId, details, withCollection, vetAddress, cart, supplyOrder = false },
  ref,
) {
  const { owner, pet, collection } = details;
  const collectionAt =
    collection.option === 'vet_address' ? vetAddress : collection.option === 'customer_address' ? owner.addressText : collection.addressText;
  return (
    <Stack gap="4" ref={ref} bg="bg" p="2" data-testid="booking-confirmation">
      <Section title="Service details">
        <Row label="Booking">{title}</Row>
        <Row label="Order number">{orderId ?? ''}</Row>
        <Row label="Service type">{serviceTypeLabel(serviceTypeName)}</Row>
        <Row label="Booking vet staff member">{staffName}</Row>
      </Section>
      {supplyOrder ? null : (
        <>
          <Section title="Owner details">
            {details.skipOwner ? (
              <Row label="Owner">Owner details not provided</Row>
            ) : (
              <>
                <Row label="Owner name">{`${owner.firstName} ${owner.lastName}`.trim()}</Row>
                <Row label="Phone number">{owner.phoneNumber}</Row>
                <Row label="Email">{owner.email}</Row>
                <Row label="Home address">{owner.addressText}</Row>
              </>
            )}
          </Section>
          <Section title="Pet details">
            <Row label="Pet name">{`${pet.firstName} ${pet.lastName}`.trim()}</Row>
            <Row label="Pet type">{pet.type}</Row>
            <Row label="Breed">{pet.breed?.name ?? pet.breedText}</Row>
            <Row label="Sex">{pet.sex}</Row>
            {pet.breed?.customUnit ? (
              <Row label={`Weight (${pet.breed.customUnit})`}>{displayWeight(pet.customUnitValue)}</Row>
            ) : (
              <Row label="Weight (Kg)">{displayWeight(pet.weight)}</Row>
            )}
          </Section>
          {withCollection ? (
            <Section title="Collection details">
              <Row label="Collection address option">{collection.option ? OPTION_TEXT[collection.option] : ''}</Row>
              <Row label="Collection address">{collectionAt}</Row>
              <Row label="Collection product">{collection.productName}</Row>
            </Section>
          ) : null}
          <Box as="section" aria-label="Special instructions" borderWidth="1px" rounded="md" p="4">
            <Heading as="h3" size="md" mb="3">
              Special instructions
            </Heading>
            {details.instructions.length === 0 ? (
              <Text color="fg.muted">None</Text>
            ) : (
              <Box as="ol" ps="5" listStyleType="decimal">
                {details.instructions.map((row, index) => (
                  <li key={row.id ?? index}>{row.description}</li>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}
      {cart ? (
        <Box as="section" aria-label="Items" borderWidth="1px" rounded="md" p="4">
          <Heading as="h3" size="md" mb="3">
            Items
          </Heading>
          {cart}
        </Box>
      ) : null}
    </Stack>
  );
});
