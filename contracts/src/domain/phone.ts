/** Digits only. */
export const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Groups an Australian number for reading: landlines 2-4-4 (08 9345 1234), mobiles 4-3-3
 * (0412 345 678), as on the customer support page (spec 001 s2.12). A +61 number is shown with its
 * leading 0. Anything else is returned as it came.
 */
export function formatPhone(value: string): string {
  let digits = digitsOf(value);
  if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`;
  if (digits.length !== 10) return value;
  if (digits.startsWith('04') || digits.startsWith('1')) {
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}
