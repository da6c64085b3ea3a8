/** The password rule message (spec 000 s5, Forgot password). */
export const PASSWORD_RULE_MESSAGE =
  'Password is invalid: Must contain letter, number, and symbol (for example: @, !, $, etc). Also the length should be minimum 8 characters.';

export const PASSWORD_MIN_LENGTH = 8;

/** Letter, number and symbol, at least 8 characters. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/**
 * A random password that meets the rule and the identity provider's default policy (upper, lower,
 * digit, symbol). Used for the NEW_PASSWORD_REQUIRED challenge, which is then reset by email code.
 */
export function randomTemporaryPassword(length = 20, random: (n: number) => Uint32Array = cryptoRandom): string {
  const pools = [LOWER, UPPER, DIGITS, SYMBOLS];
  const all = pools.join('');
  const values = random(length + pools.length);
  const pick = (pool: string, value: number) => pool[value % pool.length]!;
  const chars = pools.map((pool, i) => pick(pool, values[i]!));
  for (let i = chars.length; i < length; i++) chars.push(pick(all, values[i]!));
  // Shuffle so the required classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = values[(i + length) % values.length]! % (i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

function cryptoRandom(n: number): Uint32Array {
  return crypto.getRandomValues(new Uint32Array(n));
}
