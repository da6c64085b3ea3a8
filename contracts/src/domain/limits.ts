// Size limits of what the portal stores (issue 16, item 3): one constant per limit, used by the
// client's forms (a message saying what is too long, never a silent cut) and by portal-api's schemas
// (422 naming the field; 413 for a whole body over its limit). The spec's own limits (engraving lines
// 11/29/29, quantities 1 to 99, images up to 20 MB) live beside their rules and are kept as given.

/** A person's or a pet's name, the staff member's name, a member's name. */
export const NAME_MAX = 100;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** A phone number as sent (E.164 is at most 16 characters; room for spaces as typed). */
export const PHONE_MAX = 20;
/** One line of an address (street, city, state, country) or a postcode. */
export const ADDRESS_LINE_MAX = 200;
/** A short chosen value: pet type, breed, sex, custom unit, option names. */
export const SHORT_TEXT_MAX = 100;
/** A weight as sent ("12.50"). */
export const WEIGHT_TEXT_MAX = 20;
/** An id or key the client sends back (uuids, upload keys, idempotency keys). */
export const ID_MAX = 200;
/** A link the client sends back (an upload's signed URL). */
export const URL_MAX = 2_000;
/** One special instruction, or the office instruction. */
export const INSTRUCTION_MAX = 2_000;
/** Special instructions on one booking (the step's rows; every save sends them all). */
export const INSTRUCTIONS_MAX = 50;
/** Cart lines in one request, and live lines in one booking's cart. */
export const LINE_ITEMS_MAX = 100;
/** Every JSON body but the confirmation screenshot's and the artwork uploads (they have their own). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The confirmation screenshot as a data URL (characters). */
export const SCREENSHOT_MAX = 15_000_000;

/** The message of a text over its limit, naming the field as the form shows it. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-AU')} characters`;
/** The message of a list over its limit. */
export const tooManyMessage = (what: string, max: number) => `At most ${max.toLocaleString('en-AU')} ${what} can be saved on one booking`;
/** The 413 of a body over JSON_BODY_MAX_BYTES. */
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large (at most 1 MB)';
