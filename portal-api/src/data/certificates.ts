// Certificates of cremation: each one issued records the booking's chain head it certified (the last
// event's seq and hash); its verification page recomputes the chain and compares. The certificate's id
// (128 random bits) and the head's hash are the verification page's address, printed as the QR code:
// the paper itself holds the hash a rewritten chain would no longer give.
import { randomBytes } from 'node:crypto';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import { ACTOR_NAMES } from '@portal/contracts/domain/custody';
import { stateTimeZone } from '@portal/contracts/domain/dates';
import type { PortalDb } from '../db/database.ts';
import { certificateSteps, type CertificateStep } from '../rules/certificate.ts';
import { verifyChain, type ChainBreak } from '../rules/custody-chain.ts';

/** What a certificate shows, and so all its verification page may show. */
export interface CertificateContent {
  id: string;
  issuedAt: string;
  pet: string;
  species: string | null;
  serviceType: string;
  practice: string;
  /** The crematorium (the practice's brand). */
  crematorium: string;
  /** The practice's time zone, the dates' (contracts' stateTimeZone). */
  timeZone: string;
  steps: CertificateStep[];
  /** Custody events certified, and the hash of the last (the seal). */
  events: number;
  headHash: string;
}

/** A booking of `practiceId` as the certificate rules weigh it; undefined for another practice's. */
export function findCertificateBooking(db: PortalDb, practiceId: string, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select(['bookings.id', 'bookings.order_stage_c', 'service_types.name as service_type_name', 'pets.pet_first_name_c'])
    .where('bookings.id', '=', bookingId)
    .where('bookings.practice_id', '=', practiceId)
    .executeTakeFirst();
}

/** The booking's chain in seq order, each event with the name of the place a scan was made at. */
function chainWithPlaces(db: PortalDb, bookingId: string) {
  return db
    .selectFrom('order_events')
    .leftJoin('practices', 'practices.id', 'order_events.scan_practice_id')
    .selectAll('order_events')
    .select('practices.name as scan_practice_name')
    .where('order_events.booking_id', '=', bookingId)
    .orderBy('order_events.seq')
    .execute();
}

export type IssueOutcome = { issued: { id: string; headHash: string } } | { broken: ChainBreak | undefined };

/**
 * A certificate of the booking's chain as it stands: the one already issued for this very head, or a new
 * one. None while the chain does not verify (a certificate would certify a record already changed).
 */
export async function issueCertificate(db: PortalDb, bookingId: string, issuedBy: string, at: string): Promise<IssueOutcome> {
  const check = verifyChain(await chainWithPlaces(db, bookingId));
  if (!check.intact || check.head === null) return { broken: check.broken };
  const headSeq = check.events;
  const existing = await db
    .selectFrom('custody_certificates')
    .select(['id', 'head_hash'])
    .where('booking_id', '=', bookingId)
    .where('head_seq', '=', headSeq)
    .where('head_hash', '=', check.head)
    .executeTakeFirst();
  if (existing) return { issued: { id: existing.id, headHash: existing.head_hash } };
  const id = randomBytes(16).toString('base64url');
  await db.insertInto('custody_certificates').values({ id, booking_id: bookingId, issued_at: at, issued_by: issuedBy, head_seq: headSeq, head_hash: check.head }).execute();
  return { issued: { id, headHash: check.head } };
}

/** The hash a certificate sealed (its own record of it), for its PDF; undefined for an unknown id. */
export async function certificateHeadHash(db: PortalDb, id: string): Promise<string | undefined> {
  return (await db.selectFrom('custody_certificates').select('head_hash').where('id', '=', id).executeTakeFirst())?.head_hash;
}

export type Verification =
  | { found: false }
  | { found: true; intact: true; content: CertificateContent }
  | { found: true; intact: false; content: Pick<CertificateContent, 'id' | 'issuedAt' | 'practice' | 'crematorium' | 'timeZone'>; broken: ChainBreak | 'certificate' };

/**
 * A certificate and whether its booking's chain still verifies: every event's hash recomputes, each
 * links to the one before, and the event the certificate sealed still hashes to `headHash` (the hash
 * in the address the certificate printed). Not found for an unknown id. A chain that no longer holds
 * shows the certificate's date and who issued it, and nothing of the booking.
 */
export async function verifyCertificate(db: PortalDb, id: string, headHash: string): Promise<Verification> {
  const certificate = await db
    .selectFrom('custody_certificates')
    .innerJoin('bookings', 'bookings.id', 'custody_certificates.booking_id')
    .innerJoin('practices', 'practices.id', 'bookings.practice_id')
    .innerJoin('brands', 'brands.id', 'practices.brand_id')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select([
      'custody_certificates.id',
      'custody_certificates.booking_id',
      'custody_certificates.issued_at',
      'custody_certificates.head_seq',
      'custody_certificates.head_hash',
      'practices.name as practice',
      'practices.office_address_state',
      'brands.name as crematorium',
      'service_types.name as service_type_name',
      'pets.pet_first_name_c',
      'pets.pet_breed_type_c',
    ])
    .where('custody_certificates.id', '=', id)
    .executeTakeFirst();
  if (!certificate) return { found: false };
  const header = {
    id: certificate.id,
    issuedAt: certificate.issued_at,
    practice: certificate.practice,
    crematorium: certificate.crematorium,
    timeZone: stateTimeZone(certificate.office_address_state),
  };
  const rows = await chainWithPlaces(db, certificate.booking_id);
  const check = verifyChain(rows);
  const headSeq = Number(certificate.head_seq);
  if (!check.intact) return { found: true, intact: false, content: header, broken: check.broken ?? { kind: 'empty' } };
  if (certificate.head_hash !== headHash || check.hashes.get(headSeq) !== headHash) return { found: true, intact: false, content: header, broken: 'certificate' };
  const certified = rows.filter((row) => Number(row.seq) <= headSeq);
  const steps = certificateSteps(
    certified.map((row) => ({ ...row, place: row.scan_practice_id === null ? ACTOR_NAMES.crematorium : (row.scan_practice_name ?? certificate.practice) })),
    certificate.practice,
  );
  return {
    found: true,
    intact: true,
    content: {
      ...header,
      pet: certificate.pet_first_name_c?.trim() || 'Your pet',
      species: certificate.pet_breed_type_c,
      serviceType: serviceTypeLabel(certificate.service_type_name),
      steps,
      events: headSeq,
      headHash: certificate.head_hash,
    },
  };
}
