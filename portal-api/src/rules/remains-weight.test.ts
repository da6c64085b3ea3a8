import { describe, expect, it } from 'vitest';
import { remainsCheck } from './remains-weight.ts';

describe('the plausible weight of the cremated remains (3.5% of body weight; 1.5% to 7%, 20 g either side)', () => {
  it.each([
    // | pet kg | remains kg | plausible | expected kg | band kg |
    [30, 1.05, true, 1.05, [0.43, 2.12]],
    [30, 0.4, false, 1.05, [0.43, 2.12]],
    [30, 2.5, false, 1.05, [0.43, 2.12]],
    [12.5, 0.45, true, 0.438, [0.168, 0.895]],
    [4.5, 0.16, true, 0.158, [0.048, 0.335]],
    [4.5, 0.04, false, 0.158, [0.048, 0.335]],
    // A 100 g bird: the 20 g either side keeps a scale's resolution from flagging it.
    [0.1, 0.01, true, 0.004, [0, 0.027]],
  ] as const)('a pet of %s kg whose remains weigh %s kg: plausible %s', (pet, remains, plausible, expected, [min, max]) => {
    expect(remainsCheck(pet, remains)).toMatchObject({ petWeightKg: pet, expectedKg: expected, minKg: min, maxKg: max, plausible });
  });

  it('says what to do when it is not plausible, and checks nothing without a pet weight', () => {
    expect(remainsCheck(30, 0.4).message).toBe(
      'Please query this with the crematorium: the cremated remains weigh 0.4 kg, less than expected; for a pet of 30 kg about 1.05 kg is expected (0.43 kg to 2.12 kg).',
    );
    expect(remainsCheck(30, 1).message).toBe('The cremated remains weigh 1 kg: for a pet of 30 kg about 1.05 kg is expected (0.43 kg to 2.12 kg).');
    expect(remainsCheck(null, 1.2)).toEqual({
      petWeightKg: null,
      expectedKg: null,
      minKg: null,
      maxKg: null,
      plausible: null,
      message: 'The cremated remains weigh 1.2 kg. The booking has no pet weight to check it against.',
    });
  });
});
