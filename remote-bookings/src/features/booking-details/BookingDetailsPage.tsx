import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@portal/shared/router';
import { HTTPError, useApi } from '@portal/shared/api';
import { bookingQuery } from '@portal/shared/api/bookings';
import type { Address, Booking, OrderLine } from '@portal/contracts/wire/bookings';
import { cartTotal, type CartLine } from '@portal/contracts/domain/catalog';
import { isVetSupplyOrder, serviceTypeLabel } from '@portal/contracts/wire/service-types';
import type { VetPractice } from '@portal/contracts/wire/vet';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { formatPhone } from '@portal/contracts/domain/phone';
import { showsPrices } from '@portal/contracts/domain/pricing';
import { shownTravel } from '@portal/contracts/domain/travel';
import { displayStage, STAGES, statusLine } from '@portal/contracts/domain/stages';
import { OrderLinesTable, type OrderRow } from '@portal/shared/order-lines';
import { useQuery } from '@portal/shared/query';
import { awaitingInstructionsAction, productsEditLink } from '@portal/contracts/domain/edit-path';
import { Alert, Badge, Box, Button, Heading, HStack, SectionCard, SimpleGrid, Spinner, Stack, Text } from '@portal/shared/ui';
import { PetTag } from '../../components/PetTag';
import { PrintPetTag } from '../../components/PrintPetTag';
import { hasPetTag, petWeightText } from '@portal/contracts/domain/pet-tag';
import { useVet } from '../../lib/useVet';
import { engravingEditable } from '@portal/contracts/domain/engraving';
import { EngravingProofs, engravedLines } from './EngravingProofs';
import { CustodyTimeline } from './CustodyTimeline';
import { CertificateLink, CustodyNotices, offersCertificate } from './CustodyNotices';
import { useLiveBookings } from '../../lib/useLiveBookings';
import { FamilyConfirmationBanner } from './FamilyConfirmation';
import { FamilyUpdates } from './FamilyUpdates';
import { Tracker } from './Tracker';

export const BOOKING_NOT_FOUND = 'We could not find this booking. It may not exist, or it belongs to another practice.';

const COLLECTION_OPTIONS: Record<string, string> = {
  vet_address: 'Collect from the practice',
  customer_address: "Collect from the owner's address",
  postal_address: 'Collect from another address',
};

/** Label and value pairs as a description list. */
function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="minmax(9rem, max-content) 1fr" columnGap="4" rowGap="2">
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" fontWeight="semibold" color="fg.muted">
            {label}
          </Text>
          {/* A long email or word wraps inside the card at a phone's width instead of running past it. */}
          <Text as="dd" minWidth="0" overflowWrap="anywhere">
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

const addressText = (address: Address | null) =>
  address ? `${address.street}, ${address.city} ${address.state} ${address.postalcode}`.replace(/^, /, '') : '';

/** The date the booking moved to VP Submitted (spec 000 s4); the latest such move. */
function submittedAt(booking: Booking): string | undefined {
  return [...booking.orderEvents].reverse().find((event) => event.toValue === STAGES.submitted)?.dateModified;
}

function StatusPanel({ booking, vet }: { booking: Booking; vet: VetPractice | undefined }) {
  // The status lines speak of a pet's final instructions: a vet supply order has none.
  const line = vet && !isVetSupplyOrder(booking.serviceType.name) ? statusLine({ orderStage: booking.orderStage, relationshipType: vet.relationshipType, okToPrepare: booking.okToPrepare }) : undefined;
  return (
    <Stack gap="2" aria-label="Booking status" role="group">
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">Status:</Text>
        <Badge size="lg" colorPalette={displayStage(booking) === 'Completed' ? 'green' : 'teal'} data-testid="booking-status">
          {displayStage(booking)}
        </Badge>
        {booking.orderStage === STAGES.cancelled ? <Badge size="lg" colorPalette="red">Cancelled</Badge> : null}
        {booking.familyConfirmation ? <FamilyConfirmationBadge confirmation={booking.familyConfirmation} /> : null}
      </HStack>
      {line ? (
        <Text data-testid="status-line">
          {line.text}
          {line.withDate && booking.okToPrepareTime ? ` ${formatDateTime(booking.okToPrepareTime)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

const CONFIRMATION_PALETTE = { concern: 'orange', confirmed: 'green', verbal: 'green', awaiting: 'blue', skipped: 'gray' } as const;

/** The family's confirmation on the status line (issue 36): Family confirmed, Family raised a concern, … */
function FamilyConfirmationBadge({ confirmation }: { confirmation: NonNullable<Booking['familyConfirmation']> }) {
  return (
    <Badge size="lg" colorPalette={CONFIRMATION_PALETTE[confirmation.state]} data-testid="family-confirmation-status">
      {confirmation.label}
      {confirmation.onHold ? ' (on hold)' : ''}
    </Badge>
  );
}

/**
 * What the practice does next on a booking the crematorium waits on (issue 31 item 6: opened from the
 * dashboard's 'Awaiting Instructions' table, the page showed no action): at 'Pet Collected - Pending
 * Details', what is missing and where to add it. Shown once the practice (its edit path) is known.
 */
function NextStep({ booking, vet }: { booking: Booking; vet: VetPractice | undefined }) {
  const next = vet
    ? awaitingInstructionsAction({ ...booking, serviceTypeName: booking.serviceType.name, relationshipType: vet.relationshipType })
    : undefined;
  if (!next) return null;
  return (
    <Alert.Root status="warning" alignItems="start" data-testid="next-step">
      <Alert.Indicator />
      <Alert.Content gap="3" minWidth="0">
        <Alert.Title>Waiting for the family’s instructions</Alert.Title>
        <Alert.Description>{next.text}</Alert.Description>
        {next.link ? (
          <Button asChild colorPalette="teal" size="sm" alignSelf="start">
            <RouterLink to={next.link.href}>{next.link.label}</RouterLink>
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

function linePrice(line: OrderLine, vet: VetPractice) {
  return vet.pricing === 'RRP' ? line.unitPrice : line.discountPrice;
}

/** A line with its children (options, a package's items and their options), depth first. */
function flatten(lines: readonly OrderLine[], vet: VetPractice | undefined, depth = 0): OrderRow<OrderLine>[] {
  return lines.flatMap((line) => [
    {
      line,
      key: line.id,
      name: line.name,
      depth,
      quantity: line.quantity,
      engravingText: line.engravingText,
      price: vet ? linePrice(line, vet) * line.quantity : 0,
    },
    ...flatten(line.childProducts, vet, depth + 1),
  ]);
}

function OrderTable({ booking, vet }: { booking: Booking; vet: VetPractice | undefined }) {
  // Prices stay hidden until the practice is known, then follow the price display rule (spec 000 s6).
  const prices = vet !== undefined && showsPrices(vet);
  const toCartLine = (line: OrderLine): CartLine => ({
    quantity: line.quantity,
    unitPrice: vet ? linePrice(line, vet) : 0,
    children: line.childProducts.map(toCartLine),
  });
  const fees = { collection: booking.collectionFee, return: booking.returnFee };
  // Travel lines for the journeys the service makes, or that are charged (domain/travel).
  const charges = prices ? { ...shownTravel(booking.serviceType.name, fees), total: cartTotal(booking.quotedProducts.map(toCartLine), fees) } : null;
  return <OrderLinesTable label="Order" rows={flatten(booking.quotedProducts, vet)} empty="No items" charges={charges} totalTestId="order-total" />;
}

function BookingDetails({ booking, vet }: { booking: Booking; vet: VetPractice | undefined }) {
  const submitted = submittedAt(booking);
  const engraved = engravedLines(booking.quotedProducts);
  const supplyOrder = isVetSupplyOrder(booking.serviceType.name);
  // 2 fixed decimals in kg or the breed's unit alike, as the weight field takes them (spec 000 s4).
  const weight = petWeightText(booking.pet);
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="4">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Booking {booking.orderId}
          </Heading>
          <StatusPanel booking={booking} vet={vet} />
        </Stack>
        {supplyOrder ? null : (
          <Stack gap="3" align={{ base: 'start', md: 'end' }}>
            <PetTag url={booking.petTagUrl} petName={booking.petName} orderId={booking.orderId} />
            {hasPetTag(booking.serviceType.name) ? <PrintPetTag bookingId={booking.id} /> : null}
            {offersCertificate(booking) ? <CertificateLink bookingId={booking.id} /> : null}
          </Stack>
        )}
      </HStack>
      <NextStep booking={booking} vet={vet} />
      {supplyOrder ? null : (
        <FamilyConfirmationBanner
          bookingId={booking.id}
          changeProducts={vet ? productsEditLink({ ...booking, serviceTypeName: booking.serviceType.name, relationshipType: vet.relationshipType }) : undefined}
        />
      )}
      <CustodyNotices booking={booking} />
      {/* The tracker follows a pet through cremation; a vet supply order has only its status. */}
      {booking.orderStage !== STAGES.cancelled && !supplyOrder ? <Tracker orderStage={booking.orderStage} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard title="Service Details">
          <Details
            items={[
              ['Booking ID', booking.orderId],
              ['Service Type', serviceTypeLabel(booking.serviceType.name)],
              ['Vet staff member', booking.vetStaff],
              ['Date Created', formatDateTime(booking.dateCreated)],
              ['Booking Submitted', submitted ? formatDateTime(submitted) : 'Not submitted yet'],
            ]}
          />
        </SectionCard>
        {supplyOrder ? null : (
          <>
            <SectionCard title="Owner details">
              {booking.owner ? (
                <Details
                  items={[
                    ['Name', `${booking.owner.firstName} ${booking.owner.lastName}`],
                    ['Phone', booking.owner.phoneNumber ? formatPhone(booking.owner.phoneNumber) : ''],
                    ['Email', booking.owner.email],
                    ['Address', addressText(booking.owner.address)],
                  ]}
                />
              ) : (
                <Text>Owner details were not provided for this booking.</Text>
              )}
            </SectionCard>
            <SectionCard title="Pet details">
              <Details
                items={[
                  ['Name', booking.petName],
                  ['Type', booking.pet.type],
                  ['Breed', booking.pet.breed],
                  ['Sex', booking.pet.sex],
                  ['Weight', weight],
                  ...(booking.remainsWeight ? ([['Cremated remains', `${booking.remainsWeight.weightKg} kg`]] as [string, string][]) : []),
                ]}
              />
            </SectionCard>
            <SectionCard title="Collection details">
              <Details
                items={[
                  ['Collection', booking.collection.option ? (COLLECTION_OPTIONS[booking.collection.option] ?? booking.collection.option) : ''],
                  ['Address', booking.collection.address ? addressText(booking.collection.address) : booking.collection.option === 'vet_address' && vet ? addressText(vet.officeAddress) : ''],
                  ['Collection product', booking.collection.products.map((product) => product.name).join(', ')],
                ]}
              />
            </SectionCard>
          </>
        )}
      </SimpleGrid>
      {supplyOrder ? null : (
        <SectionCard title="Special instructions">
          {booking.specialInstructions.length > 0 ? (
            <Box as="ol" paddingStart="5" listStyleType="decimal">
              {booking.specialInstructions.map((instruction) => (
                <li key={instruction.id}>{instruction.description}</li>
              ))}
            </Box>
          ) : (
            <Text>No special instructions.</Text>
          )}
        </SectionCard>
      )}
      <SectionCard title="Custody">
        <CustodyTimeline bookingId={booking.id} />
      </SectionCard>
      <SectionCard title="Order">
        <OrderTable booking={booking} vet={vet} />
      </SectionCard>
      {supplyOrder ? null : <FamilyUpdates bookingId={booking.id} />}
      {engraved.length > 0 ? (
        <SectionCard title="Engraving artwork">
          {booking.familyConfirmation?.rerequestOnChange && engravingEditable(booking.orderStage) ? (
            <Text color="fg.warning" marginBottom="3" data-testid="artwork-rerequest">
              The family will be asked to confirm again: a new artwork version texts them a new link to check the booking.
            </Text>
          ) : null}
          <EngravingProofs bookingId={booking.id} lines={engraved} editable={engravingEditable(booking.orderStage)} orderStage={booking.orderStage} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}

/** /booking/{id}: where the pet is now (spec 000 s2, Booking details). */
export function BookingDetailsPage() {
  const { id = '' } = useParams();
  const booking = useQuery(bookingQuery(useApi(), id));
  const vet = useVet();
  // A move by the crematorium shows here without a reload (issue 19 item 4).
  useLiveBookings();
  if (booking.isPending) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>Loading booking…</Text>
      </HStack>
    );
  }
  if (booking.isError) {
    const notFound = booking.error instanceof HTTPError && booking.error.response.status === 404;
    return (
      <Stack gap="4" align="start" paddingY="8">
        <Heading as="h1" size="2xl">
          {notFound ? 'Booking not found' : 'Booking could not be loaded'}
        </Heading>
        <Text>{notFound ? BOOKING_NOT_FOUND : 'Something went wrong. Please try again.'}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/bookings">Back to all bookings</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <BookingDetails booking={booking.data} vet={vet} />;
}
