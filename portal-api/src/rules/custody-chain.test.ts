import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { custodyEventHash, inTimeOrder, verifyChain, type ChainedEvent } from './custody-chain.ts';

const event = (seq: number, fields: Partial<ChainedEvent> = {}): ChainedEvent => ({
  id: `e${seq}`,
  booking_id: 'b1',
  seq,
  event_kind: 'move',
  from_value: seq === 1 ? null : `Stage ${seq - 1}`,
  to_value: `Stage ${seq}`,
  date_modified: `2026-11-0${seq}T10:00:00.000Z`,
  created_by: 'back office',
  scan_action: null,
  scan_practice_id: null,
  scan_device: null,
  scan_input: null,
  scanned_code: null,
  handed_over_by: null,
  driver_name: null,
  bag_count: null,
  collected_by: null,
  identity_check: null,
  remains_weight_kg: null,
  refusal: null,
  refusal_message: null,
  ...fields,
});

/** Events sealed one after another, as data/custody-chain.ts writes them. */
function sealed(events: ChainedEvent[]) {
  let prev: string | null = null;
  return events.map((row) => {
    const hash = custodyEventHash(row, prev);
    const out = { ...row, prev_hash: prev, hash };
    prev = hash;
    return out;
  });
}

describe('the custody chain', () => {
  it('hashes the canonical JSON of the version, the previous hash and every chained field (pinned: a change to how events are written is a new version)', () => {
    expect(custodyEventHash(event(1), null)).toBe(custodyEventHash({ ...event(1) }, null));
    // What is hashed, written out: keys sorted, no spaces, absent fields null.
    const canonical =
      '{"bag_count":null,"booking_id":"b1","collected_by":null,"created_by":"back office","date_modified":"2026-11-01T10:00:00.000Z",' +
      '"driver_name":null,"event_kind":"move","from_value":null,"handed_over_by":null,"id":"e1","identity_check":null,"prev_hash":null,' +
      '"refusal":null,"refusal_message":null,"remains_weight_kg":null,"scan_action":null,"scan_device":null,"scan_input":null,' +
      '"scan_practice_id":null,"scanned_code":null,"seq":1,"to_value":"Stage 1","v":1}';
    expect(custodyEventHash(event(1), null)).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
    // Each field and the previous hash count.
    expect(custodyEventHash(event(1, { driver_name: 'Sam' }), null)).not.toBe(custodyEventHash(event(1), null));
    expect(custodyEventHash(event(1), 'a'.repeat(64))).not.toBe(custodyEventHash(event(1), null));
    expect(custodyEventHash(event(1, { remains_weight_kg: 1.5 }), null)).not.toBe(custodyEventHash(event(1, { remains_weight_kg: 1.25 }), null));
  });

  it('holds for a chain written in order, and says where one was changed, unlinked or cut', () => {
    const chain = sealed([event(1), event(2), event(3, { event_kind: 'scan', scan_action: 'handed_to_driver', bag_count: 2 })]);
    const intact = verifyChain(chain);
    expect(intact).toMatchObject({ intact: true, events: 3, head: chain[2]?.hash });
    expect(intact.hashes.get(2)).toBe(chain[1]?.hash);

    // A field changed: its hash no longer recomputes.
    expect(verifyChain(chain.map((row) => (row.seq === 2 ? { ...row, to_value: 'Elsewhere' } : row)))).toMatchObject({ intact: false, broken: { kind: 'changed', seq: 2 } });
    // Changed and sealed again on its own: the next event no longer links to it.
    const resealed = chain.map((row) => (row.seq === 2 ? { ...row, to_value: 'Elsewhere', hash: custodyEventHash({ ...row, to_value: 'Elsewhere' }, row.prev_hash) } : row));
    expect(verifyChain(resealed)).toMatchObject({ intact: false, broken: { kind: 'link', seq: 3 } });
    // An event removed.
    expect(verifyChain([chain[0], chain[2]].filter((row) => row !== undefined))).toMatchObject({ intact: false, broken: { kind: 'gap', seq: 2 } });
    // Nothing at all.
    expect(verifyChain([])).toMatchObject({ intact: false, broken: { kind: 'empty' } });
  });

  it('orders the events recorded before the chain by time, moves at one instant in the chain of stages', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const events = [
      { id: 'c', from_value: 'B', to_value: 'C', date_modified: at },
      { id: 'a', from_value: null, to_value: 'A', date_modified: at },
      { id: 'b', from_value: 'A', to_value: 'B', date_modified: at },
      { id: 'd', from_value: 'C', to_value: 'D', date_modified: '2026-01-02T00:00:00.000Z' },
    ];
    expect(inTimeOrder(events).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
