// The custody chain: each custody event of a booking (a stage move, a scan, a refused scan: one row of
// order_events) holds the SHA-256 of its own fields and of the event before it, so a row changed,
// removed or slipped in afterwards shows: recomputing the chain no longer gives the stored hashes, or
// the hash a certificate printed is no longer in it. Pure: the migration that sealed the events already
// there, every write that appends one (data/custody-chain.ts) and the verification all hash alike.
import { createHash } from 'node:crypto';
import { canonicalJson } from '@portal/contracts/wire/canonical-json';
import type { CustodyEventKind } from '@portal/contracts/wire/custody';
import type { IdentityCheck, ScanAction, ScanInput, ScanRefusal } from '@portal/contracts/domain/custody-scan';

/** An event's fields that its hash covers, as stored (absent optional fields are null). */
export interface ChainedEvent {
  id: string;
  booking_id: string;
  seq: number;
  event_kind: CustodyEventKind;
  from_value: string | null;
  to_value: string;
  date_modified: string;
  created_by: string | null;
  scan_action: ScanAction | null;
  scan_practice_id: string | null;
  scan_device: string | null;
  scan_input: ScanInput | null;
  scanned_code: string | null;
  handed_over_by: string | null;
  driver_name: string | null;
  bag_count: number | null;
  collected_by: string | null;
  identity_check: IdentityCheck | null;
  remains_weight_kg: number | null;
  refusal: ScanRefusal | null;
  refusal_message: string | null;
}

/**
 * Every field the hash covers, by its column name. A change to this list (or to how a value is written)
 * is a new version: CHAIN_VERSION goes up and the events already sealed keep theirs.
 */
export const CHAINED_FIELDS = [
  'id',
  'booking_id',
  'seq',
  'event_kind',
  'from_value',
  'to_value',
  'date_modified',
  'created_by',
  'scan_action',
  'scan_practice_id',
  'scan_device',
  'scan_input',
  'scanned_code',
  'handed_over_by',
  'driver_name',
  'bag_count',
  'collected_by',
  'identity_check',
  'remains_weight_kg',
  'refusal',
  'refusal_message',
] as const satisfies readonly (keyof ChainedEvent)[];

/** Every field of ChainedEvent is in CHAINED_FIELDS (a field left out would go unsealed): a type error otherwise. */
const _everyFieldChained: Record<Exclude<keyof ChainedEvent, (typeof CHAINED_FIELDS)[number]>, never> = {};

/** The version of the serialisation, part of what is hashed. */
export const CHAIN_VERSION = 1;

/**
 * The event's hash: hex SHA-256 of the canonical JSON (keys sorted, no spaces: contracts' canonicalJson)
 * of `{ v, prev_hash, ...its chained fields }`. Numbers are written as JSON writes them, so a weight
 * read back from SQLite (REAL) or PostgreSQL (double precision) hashes alike.
 */
export function custodyEventHash(event: ChainedEvent, prevHash: string | null): string {
  const fields: Record<string, unknown> = { v: CHAIN_VERSION, prev_hash: prevHash };
  for (const field of CHAINED_FIELDS) fields[field] = event[field] ?? null;
  return createHash('sha256').update(canonicalJson(fields), 'utf8').digest('hex');
}

/** The chained fields of an event (anything else it holds is left out), absent ones as null. */
export function chainedFieldsOf(row: { [K in keyof ChainedEvent]?: ChainedEvent[K] | undefined }): ChainedEvent {
  const fields: Record<string, unknown> = {};
  for (const field of CHAINED_FIELDS) fields[field] = row[field] ?? null;
  return fields as unknown as ChainedEvent;
}

/** Where a booking's chain first fails to hold, in words a page can show. */
export type ChainBreak =
  | { kind: 'changed'; seq: number }
  | { kind: 'link'; seq: number }
  | { kind: 'gap'; seq: number }
  | { kind: 'empty' };

export interface ChainCheck {
  intact: boolean;
  /** Events read, in chain order. */
  events: number;
  /** The hash of the last event (the chain's head), recomputed; null for none. */
  head: string | null;
  /** The first place it fails; none when intact. */
  broken?: ChainBreak;
  /** The hashes recomputed, by seq (an intact chain's are its stored ones). */
  hashes: Map<number, string>;
}

/**
 * Checks a booking's stored chain (rows in seq order): the seqs run 1, 2, 3…; each row's prev_hash is
 * the hash of the row before (null for the first), and its stored hash is what its fields hash to.
 */
export function verifyChain(rows: readonly (ChainedEvent & { prev_hash: string | null; hash: string | null })[]): ChainCheck {
  const hashes = new Map<number, string>();
  if (rows.length === 0) return { intact: false, events: 0, head: null, broken: { kind: 'empty' }, hashes };
  let previous: string | null = null;
  let broken: ChainBreak | undefined;
  rows.forEach((row, index) => {
    const recomputed = custodyEventHash(row, previous);
    hashes.set(row.seq, recomputed);
    if (!broken && row.seq !== index + 1) broken = { kind: 'gap', seq: index + 1 };
    if (!broken && row.prev_hash !== previous) broken = { kind: 'link', seq: row.seq };
    if (!broken && row.hash !== recomputed) broken = { kind: 'changed', seq: row.seq };
    previous = recomputed;
  });
  return { intact: broken === undefined, events: rows.length, head: previous, ...(broken ? { broken } : {}), hashes };
}

type Ordered = { id: string; from_value: string | null; to_value: string; date_modified: string };

/**
 * Events recorded before they were chained, in the order they happened: by time, and moves recorded at
 * the same instant in the chain of stages (each leaves the stage the one before reached), then by id.
 * The events chained since carry their seq and are read in it.
 */
export function inTimeOrder<T extends Ordered>(events: readonly T[]): T[] {
  const sorted = [...events].sort((a, b) => (a.date_modified === b.date_modified ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date_modified < b.date_modified ? -1 : 1));
  const ordered: T[] = [];
  const rest = [...sorted];
  while (rest.length > 0) {
    const first = rest[0] as T;
    const previous = ordered.at(-1);
    const sameInstant = rest.filter((event) => event.date_modified === first.date_modified);
    const next = sameInstant.find((event) => (previous ? event.from_value === previous.to_value : event.from_value === null)) ?? first;
    ordered.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return ordered;
}
