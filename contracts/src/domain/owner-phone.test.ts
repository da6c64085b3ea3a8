import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayOwnerPhone, isValidOwnerPhone, nineDigitMobile, normaliseOwnerPhone } from './owner-phone';

describe('owner phone rule (spec 000 s5; DESIGN.md resolution)', () => {
  it.each([
    // 10 digits starting 02, 03, 04, 07 or 08
    ['0212345678', true],
    ['0312345678', true],
    ['0412345678', true],
    ['0712345678', true],
    ['0812345678', true],
    ['0512345678', false],
    ['0112345678', false],
    ['0912345678', false],
    // 9 digits not starting with 0
    ['412345678', true],
    ['212345678', true],
    ['912345678', true],
    ['012345678', false],
    // digits only, exact lengths
    ['04 1234 5678', false],
    ['+61412345678', false],
    ['041234567', false],
    ['04123456789', false],
    ['', false],
  ])('%s -> %s', (typed, valid) => expect(isValidOwnerPhone(typed)).toBe(valid));
});

describe('phone normalisation and type (spec 000 s5)', () => {
  it.each([
    ['0412345678', '+61412345678', 'mobile', 'phone_mobile'],
    ['412345678', '+61412345678', 'mobile', 'phone_mobile'],
    ['0212345678', '+61212345678', 'home', 'phone_home'],
    ['0312345678', '+61312345678', 'home', 'phone_home'],
    ['0712345678', '+61712345678', 'home', 'phone_home'],
    ['0812345678', '+61812345678', 'home', 'phone_home'],
    ['912345678', '+61912345678', 'work', 'phone_work'],
    ['112345678', '+61112345678', 'work', 'phone_work'],
  ])('%s is sent as %s in %s', (typed, e164, type, field) => {
    expect(normaliseOwnerPhone(typed)).toEqual({ e164, type, field });
  });

  it('is shown with the leading 0', () => {
    expect(displayOwnerPhone('+61412345678')).toBe('0412345678');
    expect(displayOwnerPhone('61812345678')).toBe('0812345678');
    expect(displayOwnerPhone(null)).toBe('');
  });

  it('never throws, and accepts exactly the documented forms', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const documented = /^(0[23478]\d{8}|[1-9]\d{8})$/.test(typed);
        expect(isValidOwnerPhone(typed)).toBe(documented);
        expect(normaliseOwnerPhone(typed) !== null).toBe(documented);
      }),
    );
  });

  it('round-trips every valid number through the stored form', () => {
    const tenDigit = fc.tuple(fc.constantFrom('02', '03', '04', '07', '08'), fc.stringMatching(/^\d{8}$/)).map(([a, b]) => a + b);
    fc.assert(
      fc.property(tenDigit, (typed) => {
        const sent = normaliseOwnerPhone(typed)!;
        expect(sent.e164).toMatch(/^\+61[2-8]\d{8}$/);
        expect(displayOwnerPhone(sent.e164)).toBe(typed);
      }),
    );
  });
});

describe("the owner's mobile as Australians write it, to the 9 digits the phone check compares (issue 15 item 6)", () => {
  it.each([
    // the 9 digits themselves
    ['412555055', '412555055'],
    // the way the number is written on a card or a phone's contact
    ['0412555055', '412555055'],
    ['0412 555 055', '412555055'],
    ['0412-555-055', '412555055'],
    ['0412.555.055', '412555055'],
    ['(04) 1255 5055', '412555055'],
    [' 0412 555 055 ', '412555055'],
    ['0412\u00a0555\u00a0055', '412555055'],
    // with the country code
    ['+61412555055', '412555055'],
    ['+61 412 555 055', '412555055'],
    ['+61 (0)412 555 055', '412555055'],
    ['61412555055', '412555055'],
    ['61 412 555 055', '412555055'],
    // a landline is compared the same way (the check decides whether it is the owner's)
    ['08 9240 1234', '892401234'],
  ])('%j -> %s', (typed, digits) => expect(nineDigitMobile(typed)).toBe(digits));

  it.each([
    [''],
    ['   '],
    ['41255505'], // 8 digits
    ['04125550551'], // 11 digits with the 0
    ['012555055'], // 9 digits starting 0
    ['0012555055'], // the 0 twice
    ['+44 7700 900123'], // another country
    ['+0412555055'], // a plus without 61
    ['0412 555 05a'], // a letter
    ['0412/555/055'], // not a separator people use
    ['61+412555055'], // a plus inside
  ])('%j is not a mobile number', (typed) => expect(nineDigitMobile(typed)).toBeNull());

  it('reads every way of writing one number as the same 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{8}$/), fc.constantFrom('', ' ', '-'), fc.constantFrom('', '0', '+61', '61', '+61 ', '+61 (0)'), (nine, gap, prefix) => {
        const written = `${nine.slice(0, 3)}${gap}${nine.slice(3, 6)}${gap}${nine.slice(6)}`;
        return nineDigitMobile(`${prefix}${written}`) === nine;
      }),
    );
  });
});
