// The engraving calls' rules (issue 6, issue 15, issue 16), pure: who may reach which booking line,
// the owner's phone check, and what an artwork submit must carry. routes/engraving.ts loads what they
// weigh and throws what they answer.
import type * as v from 'valibot';
import {
  customTextErrors,
  engravingTextLimits,
  iconErrors,
  IMAGE_REQUIRED_MESSAGE,
  NO_OWNER_PHONE_MESSAGE,
  ownerNumberWithoutCountryCode,
  PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
  phoneMatchesOwner,
  takesPhoto,
  takesText,
  verifyPhoneProblem,
  type ArtworkFields,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import type { EngravingCaller } from '../auth/engraving-caller.ts';
import type { EngravingUploadKind } from '../db/engraving-schema.ts';
import type { submitSchema } from '../wire/engraving-bodies.ts';

type Problems = Record<string, string>;
type EngravingFiles = v.InferOutput<typeof submitSchema>['engravingFiles'];

export const VERIFY_FIRST_MESSAGE = 'Please verify your mobile number to open this engraving.';
export const OTHER_ENGRAVING_MESSAGE = 'This verification is for another engraving.';

/**
 * Why the owner may not reach this booking line, or undefined: only the line their grant names (said
 * before anything about the booking is). Staff are checked against their practice instead.
 */
export function grantRefusal(caller: EngravingCaller, bookingId: string, quotedProductId: string): string | undefined {
  if (caller.kind !== 'owner') return undefined;
  if (!caller.grant) return VERIFY_FIRST_MESSAGE;
  if (caller.grant.bookingId !== bookingId || caller.grant.quotedProductId !== quotedProductId) return OTHER_ENGRAVING_MESSAGE;
  return undefined;
}

/** Why the owner may not upload to this booking, or undefined: only to the booking their grant names. */
export function uploadGrantRefusal(caller: EngravingCaller, bookingId: string): string | undefined {
  if (caller.kind !== 'owner' || caller.grant?.bookingId === bookingId) return undefined;
  return caller.grant ? OTHER_ENGRAVING_MESSAGE : VERIFY_FIRST_MESSAGE;
}

/** Staff reach their own practice's bookings; the owner, the one their grant names. */
export const reachesBooking = (caller: EngravingCaller, booking: { practice_id: string }) =>
  caller.kind !== 'staff' || booking.practice_id === caller.staff.practiceId;

/**
 * The owner's phone check (issue 16 item 2): whether the number typed is the booking owner's mobile, and
 * whether the try counts. No number on the booking: nobody can pass, and the owner is told to call.
 */
export function phoneCheck(ownerPhone: string | null, typed: string): { ok: boolean; counts: boolean; message: string } {
  if (ownerNumberWithoutCountryCode(ownerPhone) === null) return { ok: false, counts: false, message: NO_OWNER_PHONE_MESSAGE };
  const problem = verifyPhoneProblem(typed);
  if (problem) return { ok: false, counts: true, message: problem };
  if (!phoneMatchesOwner(typed, ownerPhone)) return { ok: false, counts: true, message: PHONE_INVALID_FOR_ENGRAVING_MESSAGE };
  return { ok: true, counts: true, message: '' };
}

/**
 * What an artwork submit lacks for its plaque: the text steps' rules when the plaque takes text, and
 * a cropped photo when it takes one (the image step lets no one past without it, spec 001 s5).
 */
export function artworkProblems(plaque: PlaqueConfig, files: EngravingFiles): Problems | undefined {
  const problems: Problems = takesText(plaque) ? { ...customTextErrors(files, engravingTextLimits(plaque)), ...iconErrors(files) } : {};
  if (takesPhoto(plaque) && !files.imageOptions) problems.imageOptions = IMAGE_REQUIRED_MESSAGE;
  return Object.keys(problems).length > 0 ? problems : undefined;
}

/** The submit's two images must be this line's uploads of their kind. */
export function missingUploads(uploads: readonly { key: string; kind: EngravingUploadKind }[], files: EngravingFiles): Problems | undefined {
  const kindOf = new Map(uploads.map((upload) => [upload.key, upload.kind]));
  const missing: Problems = {};
  if (kindOf.get(files.image_options_key) !== 'custom_text') missing.image_options_key = 'The artwork image was not uploaded for this engraving';
  if (kindOf.get(files.engraving_options_key) !== 'engraving_options') {
    missing.engraving_options_key = 'The engraving options image was not uploaded for this engraving';
  }
  return Object.keys(missing).length > 0 ? missing : undefined;
}

/** The fields a version stores (and two versions are compared by, sameArtworkFields). */
export function artworkFieldsOf(files: EngravingFiles): ArtworkFields {
  return {
    petName: files.petName,
    primaryText: files.primaryText,
    secondaryText: files.secondaryText,
    icon: files.icon,
    iconPlacement: files.iconPlacement,
    imageOptions: files.imageOptions,
  };
}
