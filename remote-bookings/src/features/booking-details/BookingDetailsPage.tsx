import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@portal/shared/router';
import { HTTPError, useApi } from '@portal/shared/api';
import { bookingQuery, type Address, type Booking, type OrderLine } from '@portal/shared/api/bookings';
import { cartTotal, type CartLine } from '@portal/shared/domain/catalog';
import { isVetSupplyOrder, serviceTypeLabel } from '@portal/shared/api/service-types';
import type { VetPractice } from '@portal/shared/api/vet';
import { formatDateTime } from '@portal/shared/domain/dates';
import { formatPhone } from '@portal/shared/domain/phone';
import { formatMoney, showsPrices } from '@portal/shared/domain/pricing';
import { displayStage, STAGES, statusLine } from '@portal/shared/domain/stages';
import { displayWeight } from '@portal/shared/domain/weight';
import { useQuery } from '@portal/shared/query';
import { Badge, Box, Button, Card, EngravingText, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@portal/shared/ui';
import { PetTag } from '../../components/PetTag';
import { useVet } from '../../lib/useVet';
import { engravingEditable } from '@portal/shared/domain/engraving';
import { EngravingProofs, engravedLines } from './EngravingProofs';
import { FamilyUpdates } from './FamilyUpdates';
import { Tracker } from './Tracker';

export const BOOKING_NOT_FOUND = 'We could not find this booking. It may not exist, or it belongs to another practice.';

const COLLECTION_OPTIONS: Record<string, string> = {
  vet_address: 'Collect from the practice',
  customer_address: "Collect from the owner's address",
  postal_address: 'Collect from another address',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Label and value pairs as a description list. */
function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="minmax(9rem, max-content) 1fr" columnGap="4" rowGap="2">
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" fontWeight="semibold" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value === null || value === undefined || value === '' ? '—' : value}</Text>
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

function linePrice(line: OrderLine, vet: VetPractice) {
  return vet.pricing === 'RRP' ? line.unitPrice : line.discountPrice;
}

/** A line with its children (options, a package's items and their options), depth first. */
function flatten(lines: readonly OrderLine[], depth = 0): { line: OrderLine; depth: number }[] {
  return lines.flatMap((line) => [{ line, depth }, ...flatten(line.childProducts, depth + 1)]);
}

function OrderTable({ booking, vet, supplyOrder }: { booking: Booking; vet: VetPractice | undefined; supplyOrder: boolean }) {
  // Prices stay hidden until the practice is known, then follow the price display rule (spec 000 s6).
  const prices = vet !== undefined && showsPrices(vet);
  const toCartLine = (line: OrderLine): CartLine => ({
    quantity: line.quantity,
    unitPrice: vet ? linePrice(line, vet) : 0,
    children: line.childProducts.map(toCartLine),
  });
  const total = prices ? cartTotal(booking.quotedProducts.map(toCartLine), { collection: booking.collectionFee, return: booking.returnFee }) : 0;
  const rows = flatten(booking.quotedProducts);
  return (
    <Table.Root size="sm" aria-label="Order">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Item</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Qty
          </Table.ColumnHeader>
          {prices ? (
            <Table.ColumnHeader scope="col" textAlign="end">
              Price
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={prices ? 3 : 2}>No items</Table.Cell>
          </Table.Row>
        ) : null}
        {rows.map(({ line, depth }) => (
          <Table.Row key={line.id}>
            <Table.Cell paddingStart={depth > 0 ? `${depth * 2}rem` : undefined}>
              {depth > 0 ? <span aria-hidden>↳ </span> : null}
              {line.name}
              {line.engravingText ? <EngravingText text={line.engravingText} /> : null}
            </Table.Cell>
            <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
            {prices ? <Table.Cell textAlign="end">{formatMoney(linePrice(line, vet) * line.quantity)}</Table.Cell> : null}
          </Table.Row>
        ))}
        {prices ? (
          <>
            {/* A vet supply order has no pet to collect or return: its travel lines show only if charged. */}
            {!supplyOrder || booking.collectionFee ? (
              <Table.Row>
                <Table.Cell>Collection Travel Cost</Table.Cell>
                <Table.Cell textAlign="end">1</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(booking.collectionFee)}</Table.Cell>
              </Table.Row>
            ) : null}
            {!supplyOrder || booking.returnFee ? (
              <Table.Row>
                <Table.Cell>Return Travel Cost</Table.Cell>
                <Table.Cell textAlign="end">1</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(booking.returnFee)}</Table.Cell>
              </Table.Row>
            ) : null}
            <Table.Row fontWeight="bold">
              <Table.Cell>Total (inc GST)</Table.Cell>
              <Table.Cell />
              <Table.Cell textAlign="end" data-testid="order-total">
                {formatMoney(total)}
              </Table.Cell>
            </Table.Row>
          </>
        ) : null}
      </Table.Body>
    </Table.Root>
  );
}

function BookingDetails({ booking, vet }: { booking: Booking; vet: VetPractice | undefined }) {
  const submitted = submittedAt(booking);
  const engraved = engravedLines(booking.quotedProducts);
  const supplyOrder = isVetSupplyOrder(booking.serviceType.name);
  // 2 fixed decimals in kg or the breed's unit alike, as the weight field takes them (spec 000 s4).
  const weight =
    booking.pet.customUnit && booking.pet.customUnitValue !== null
      ? `${displayWeight(booking.pet.customUnitValue)} ${booking.pet.customUnit}`
      : booking.pet.weight !== null
        ? `${displayWeight(booking.pet.weight)} kg`
        : '';
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="4">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Booking {booking.orderId}
          </Heading>
          <StatusPanel booking={booking} vet={vet} />
        </Stack>
        {supplyOrder ? null : <PetTag url={booking.petTagUrl} petName={booking.petName} orderId={booking.orderId} />}
      </HStack>
      {/* The tracker follows a pet through cremation; a vet supply order has only its status. */}
      {booking.orderStage !== STAGES.cancelled && !supplyOrder ? <Tracker orderStage={booking.orderStage} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="Service Details">
          <Details
            items={[
              ['Booking ID', booking.orderId],
              ['Service Type', serviceTypeLabel(booking.serviceType.name)],
              ['Vet staff member', booking.vetStaff],
              ['Date Created', formatDateTime(booking.dateCreated)],
              ['Booking Submitted', submitted ? formatDateTime(submitted) : 'Not submitted yet'],
            ]}
          />
        </Section>
        {supplyOrder ? null : (
          <>
            <Section title="Owner details">
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
            </Section>
            <Section title="Pet details">
              <Details
                items={[
                  ['Name', booking.petName],
                  ['Type', booking.pet.type],
                  ['Breed', booking.pet.breed],
                  ['Sex', booking.pet.sex],
                  ['Weight', weight],
                ]}
              />
            </Section>
            <Section title="Collection details">
              <Details
                items={[
                  ['Collection', booking.collection.option ? (COLLECTION_OPTIONS[booking.collection.option] ?? booking.collection.option) : ''],
                  ['Address', booking.collection.address ? addressText(booking.collection.address) : booking.collection.option === 'vet_address' && vet ? addressText(vet.officeAddress) : ''],
                  ['Collection product', booking.collection.products.map((product) => product.name).join(', ')],
                ]}
              />
            </Section>
          </>
        )}
      </SimpleGrid>
      {supplyOrder ? null : (
        <Section title="Special instructions">
          {booking.specialInstructions.length > 0 ? (
            <Box as="ol" paddingStart="5" listStyleType="decimal">
              {booking.specialInstructions.map((instruction) => (
                <li key={instruction.id}>{instruction.description}</li>
              ))}
            </Box>
          ) : (
            <Text>No special instructions.</Text>
          )}
        </Section>
      )}
      <Section title="Order">
        <OrderTable booking={booking} vet={vet} supplyOrder={supplyOrder} />
      </Section>
      {supplyOrder ? null : <FamilyUpdates bookingId={booking.id} />}
      {engraved.length > 0 ? (
        <Section title="Engraving artwork">
          <EngravingProofs bookingId={booking.id} lines={engraved} editable={engravingEditable(booking.orderStage)} orderStage={booking.orderStage} />
        </Section>
      ) : null}
    </Stack>
  );
}

/** /booking/{id}: where the pet is now (spec 000 s2, Booking details). */
export function BookingDetailsPage() {
  const { id = '' } = useParams();
  const booking = useQuery(bookingQuery(useApi(), id));
  const vet = useVet();
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
