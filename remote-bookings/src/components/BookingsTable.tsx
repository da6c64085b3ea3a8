import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import type { BookingSummary } from '@portal/contracts/wire/bookings';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import type { VetPractice } from '@portal/contracts/wire/vet';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { editLink } from '@portal/contracts/domain/edit-path';
import { displayStage } from '@portal/contracts/domain/stages';
import { HStack, Link, Spinner, Stack, Table, Text } from '@portal/shared/ui';
import { PetTag } from './PetTag';

export const NO_BOOKINGS = 'No bookings found';

interface BookingsTableProps {
  caption: string;
  /** A query's state (useQuery's status and data). */
  rows: { status: 'pending' | 'error' | 'success'; data?: { rows: BookingSummary[] } };
  vet: VetPractice | undefined;
  withPetTag?: boolean;
  /** What an empty list says (a search that matched nothing says why); 'No bookings found' by default. */
  emptyText?: string;
}

/** Shown as columns from a desk's width up; below it (a 768 px tablet) under the Booking ID instead. */
const WIDE_ONLY = { display: { base: 'none', lg: 'table-cell' } } as const;
const NARROW_ONLY = { display: { base: 'flex', lg: 'none' } } as const;

/**
 * A table of bookings: Booking ID, (Pet Tag), Service Type, Date Created, Owner Name, Pet Name,
 * Status, Action (spec 000 s2). Empty or failed lists read 'No bookings found'. On a tablet the service
 * type and date sit under the Booking ID, so the pet, status and action stay on screen without sideways
 * scrolling (issue 31); a click anywhere on a row opens the booking (View stays the way by keyboard).
 */
export function BookingsTable({ caption, rows, vet, withPetTag = false, emptyText = NO_BOOKINGS }: BookingsTableProps) {
  const navigate = useNavigate();
  const columns = [
    { label: 'Booking ID' },
    ...(withPetTag ? [{ label: 'Pet Tag' }] : []),
    { label: 'Service Type', wideOnly: true },
    { label: 'Date Created', wideOnly: true },
    { label: 'Owner Name' },
    { label: 'Pet Name' },
    { label: 'Status' },
    { label: 'Action' },
  ];
  let body: ReactNode;
  const loaded = rows.status === 'success' ? (rows.data?.rows ?? []) : [];
  if (rows.status === 'pending') {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columns.length}>
          <HStack gap="2">
            <Spinner size="sm" />
            <Text>Loading bookings…</Text>
          </HStack>
        </Table.Cell>
      </Table.Row>
    );
  } else if (loaded.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columns.length} whiteSpace="normal">
          {emptyText}
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = loaded.map((booking) => {
      const edit = vet
        ? editLink({ ...booking, serviceTypeName: booking.serviceType.name, relationshipType: vet.relationshipType })
        : undefined;
      return (
        <Table.Row
          key={booking.id}
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          onClick={(event) => {
            // Its links and the pet tag's button do their own thing.
            if ((event.target as HTMLElement).closest('a, button')) return;
            void navigate(`/booking/${booking.id}`);
          }}
        >
          <Table.Cell whiteSpace={{ base: 'normal', lg: 'nowrap' }} maxWidth={{ base: '10rem', lg: 'none' }}>
            {booking.orderId}
            <Stack {...NARROW_ONLY} gap="0" fontSize="xs" color="fg.muted" data-testid="stacked-facts">
              <Text>{serviceTypeLabel(booking.serviceType.name)}</Text>
              <Text whiteSpace="nowrap">{formatDateTime(booking.dateCreated)}</Text>
            </Stack>
          </Table.Cell>
          {withPetTag ? (
            <Table.Cell>
              <PetTag url={booking.petTagUrl} petName={booking.petName} orderId={booking.orderId} />
            </Table.Cell>
          ) : null}
          {/* A long service type wraps inside its column instead of running under the date. */}
          <Table.Cell {...WIDE_ONLY} minWidth="9rem" maxWidth="14rem" whiteSpace="normal" overflowWrap="anywhere" data-testid="service-type">
            {serviceTypeLabel(booking.serviceType.name)}
          </Table.Cell>
          <Table.Cell {...WIDE_ONLY} whiteSpace="nowrap" data-testid="date-created">
            {formatDateTime(booking.dateCreated)}
          </Table.Cell>
          {/* Long names wrap rather than push Status and Action off a tablet's screen. */}
          <Table.Cell whiteSpace="normal">{booking.ownerName}</Table.Cell>
          <Table.Cell whiteSpace="normal">{booking.petName}</Table.Cell>
          <Table.Cell whiteSpace="normal">
            {displayStage(booking)}
            {/* The family's confirmation (issue 36), under the stage; a booking whose family was not asked says nothing. */}
            {booking.familyConfirmation && booking.familyConfirmation.state !== 'skipped' ? (
              <Text as="span" display="block" fontSize="sm" color={booking.familyConfirmation.state === 'concern' ? 'orange.fg' : 'fg.muted'} fontWeight={booking.familyConfirmation.state === 'concern' ? 'semibold' : undefined} data-testid="row-family-confirmation">
                {booking.familyConfirmation.label}
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell>
            <HStack gap="3">
              {edit ? (
                <Link asChild color="teal.fg" fontWeight="semibold">
                  <RouterLink to={edit}>Edit</RouterLink>
                </Link>
              ) : null}
              <Link asChild color="teal.fg" fontWeight="semibold">
                <RouterLink to={`/booking/${booking.id}`}>View</RouterLink>
              </Link>
            </HStack>
          </Table.Cell>
        </Table.Row>
      );
    });
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-busy={rows.status === 'pending'}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} scope="col" {...(column.wideOnly ? WIDE_ONLY : {})}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{body}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
