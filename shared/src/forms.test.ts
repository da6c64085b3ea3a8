import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { applyServerFieldErrors, labelledFieldMessages, refusalMessage } from './forms';

/** The error ky raises for an answer with this status and body. */
async function failed(status: number, body: unknown): Promise<unknown> {
  const api = ky.create({
    retry: 0,
    fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  });
  return api.post('http://api.test/thing').then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

type Field = 'firstName' | 'lastName' | 'instructions.0.description';

describe('applyServerFieldErrors', () => {
  it("puts each field a 422 names on the form's field, the first one focused", async () => {
    const setError = vi.fn();
    const error = await failed(422, { errors: { detail: { first_name: 'First name is required', last_name: 'Too long' } } });
    const shown = await applyServerFieldErrors<Field>(error, { first_name: 'firstName', last_name: 'lastName' }, setError);
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['firstName', { type: 'server', message: 'First name is required' }, { shouldFocus: true }],
      ['lastName', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
  });

  it('maps names with an index through a function', async () => {
    const setError = vi.fn();
    const error = await failed(422, { errors: { detail: { 'special_instructions.0.description': 'Too long' } } });
    const fieldOf = (wire: string) => (wire === 'special_instructions.0.description' ? ('instructions.0.description' as const) : undefined);
    expect(await applyServerFieldErrors<Field>(error, fieldOf, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('instructions.0.description', { type: 'server', message: 'Too long' }, { shouldFocus: true });
  });

  it('leaves fields the form does not have (and inherited names) to the caller', async () => {
    const setError = vi.fn();
    const error = await failed(422, { errors: { detail: { line_items: 'Too many', toString: 'x' } } });
    expect(await applyServerFieldErrors<Field>(error, { first_name: 'firstName' }, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('shows nothing for a failure without field messages', async () => {
    const setError = vi.fn();
    expect(await applyServerFieldErrors<Field>(await failed(409, { errors: { detail: 'Changed meanwhile' } }), { first_name: 'firstName' }, setError)).toBe(false);
    expect(await applyServerFieldErrors<Field>(await failed(500, {}), { first_name: 'firstName' }, setError)).toBe(false);
    expect(await applyServerFieldErrors<Field>(new TypeError('Failed to fetch'), { first_name: 'firstName' }, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('refusalMessage', () => {
  it("says a 403's reason, and the default sentence for anything else", async () => {
    expect(await refusalMessage(await failed(403, { errors: { detail: 'Only Level 3 members can do this' } }))).toBe('Only Level 3 members can do this');
    expect(await refusalMessage(await failed(403, {}))).toBe(DEFAULT_FAILURE);
    expect(await refusalMessage(await failed(500, { errors: { detail: 'Boom' } }))).toBe(DEFAULT_FAILURE);
    expect(await refusalMessage(new Error('offline'))).toBe(DEFAULT_FAILURE);
  });

  it('is the one default sentence of spec 001 s8', () => {
    expect(DEFAULT_FAILURE).toBe('Something went wrong. Please verify the information and try again.');
  });
});

describe('labelledFieldMessages', () => {
  it("names each field a 422 named by the page's label, in the server's order; a field without a label by its message alone", async () => {
    const error = await failed(422, {
      errors: { detail: { pet_first_name_c: 'Pet first name must be at most 100 characters', 'special_instructions.1.description': 'Too long', vet_staff_c: 'Staff name is too long' } },
    });
    const labelOf = (wire: string) => (wire === 'pet_first_name_c' ? 'Pet first name' : /^special_instructions\.(\d+)\./.test(wire) ? 'Special instruction 2' : undefined);
    expect(await labelledFieldMessages(error, labelOf)).toEqual([
      'Pet first name: Pet first name must be at most 100 characters',
      'Special instruction 2: Too long',
      'Staff name is too long',
    ]);
    expect(await labelledFieldMessages(error, { pet_first_name_c: 'Pet first name' })).toEqual([
      'Pet first name: Pet first name must be at most 100 characters',
      'Too long',
      'Staff name is too long',
    ]);
  });

  it('is undefined when the failure named no fields (a reason, no answer, a server fault)', async () => {
    expect(await labelledFieldMessages(await failed(409, { errors: { detail: 'Changed meanwhile' } }), {})).toBeUndefined();
    expect(await labelledFieldMessages(await failed(500, {}), {})).toBeUndefined();
    expect(await labelledFieldMessages(new TypeError('Failed to fetch'), {})).toBeUndefined();
  });
});
