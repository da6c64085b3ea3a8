// The engraving calls (issue 6; the contract is documented in @portal/shared/api/engraving): plaque
// configs, the artwork's uploads, lookup, submit and approval, and the owner's phone check. Staff reach
// their practice's bookings; the owners' guest user reaches, with a grant, the one line it names. The
// phone check opens only with the secret of the owner's approval link (issue 16 item 2).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ENGRAVING_LINK_HEADER, type EngravingLookupDto, type EngravingVersionDto } from '@portal/shared/api/engraving';
import {
  customTextErrors,
  ENGRAVING_ICONS,
  engravingEditable,
  engravingTextLimits,
  FONT_FACES,
  FONT_SIZES,
  ICON_PLACEMENTS,
  ICON_REQUIRED_MESSAGE,
  iconErrors,
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  NO_DATA_MESSAGE,
  NO_OWNER_PHONE_MESSAGE,
  NO_PRODUCT_ENGRAVED_MESSAGE,
  OWNER_LINK_INVALID_MESSAGE,
  OWNER_LINK_KEY_PARAM,
  parsePlaqueConfig,
  PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
  phoneMatchesOwner,
  PHOTO_ROTATIONS,
  PLACEMENT_REQUIRED_MESSAGE,
  takesPhoto,
  takesText,
  tooManyTriesMessage,
  VERIFY_MAX_TRIES,
  VERIFY_WINDOW_MINUTES,
  verifyPhoneProblem,
  ownerNumberWithoutCountryCode,
} from '@portal/shared/domain/engraving';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { engravingCaller, type EngravingCaller, type EngravingEnv } from '../auth/engraving-caller.ts';
import type { OwnerGrants } from '../auth/owner-grant.ts';
import {
  approveVersion,
  attemptPhoneCheck,
  findBookingLine,
  findEngravingBooking,
  findPlaqueConfig,
  findUploads,
  insertUpload,
  insertVersion,
  listArtworkLineIds,
  listBookingVersions,
  listLineVersions,
  uploadKey,
  type EngravingBooking,
  type EngravingLine,
} from '../data/engraving.ts';
import { findOwnerLink, issueOwnerLink } from '../data/owner-links.ts';
import type { PortalDb } from '../db/database.ts';
import type { EngravingUploadKind } from '../db/engraving-schema.ts';
import { ApiError, errorBody, forbidden, invalidFields } from '../http/api-error.ts';
import { absoluteUrl } from '../http/public-url.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { validBody } from '../http/validation.ts';
import type { MessageSender } from '../messaging/sender.ts';
import type { LinesEngraving } from '../wire/booking.ts';
import { plaqueConfigToWire, versionToWire } from '../wire/engraving.ts';

/** Signed links to the artwork's images last this long (rounded up to a whole bucket). */
const FILE_LINK_SECONDS = 15 * 60;
const FILE_LINK_BUCKET_SECONDS = 5 * 60;

export const engravingFilePath = (key: string) => `/files/${key}`;

/** A fresh short-lived link to an uploaded image. */
export function engravingFileSigner(c: Context, signer: LinkSigner, publicUrl: string | undefined) {
  return (key: string) => absoluteUrl(c, signer.sign(engravingFilePath(key), FILE_LINK_SECONDS, FILE_LINK_BUCKET_SECONDS), publicUrl);
}

/**
 * The engraving of a booking's lines for the details page: which lines take plaque artwork, and every
 * version of each (the proof history), one query each.
 */
export async function bookingEngraving(db: PortalDb, signFile: (key: string) => string, bookingId: string): Promise<LinesEngraving> {
  const [versions, artworkLines] = await Promise.all([listBookingVersions(db, bookingId), listArtworkLineIds(db, bookingId)]);
  const versionsOf = new Map<string, EngravingVersionDto[]>();
  for (const row of versions) {
    versionsOf.set(row.quoted_product_id, [...(versionsOf.get(row.quoted_product_id) ?? []), versionToWire(row, signFile)]);
  }
  return { versionsOf, artworkLines: new Set(artworkLines) };
}

/** PNG or JPEG by their first bytes (what the artwork steps upload); anything else is refused. */
export function imageTypeOf(bytes: Uint8Array): { contentType: 'image/png'; extension: 'png' } | { contentType: 'image/jpeg'; extension: 'jpg' } | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

const UPLOAD_KINDS: readonly EngravingUploadKind[] = ['custom_text', 'engraving_options'];
/** The form's other fields and the multipart framing need a little room beside the file. */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

const NOT_EDITABLE = 'Editing is no longer available for this engraving. Please contact our Client Care team.';
const NOT_LATEST = 'A newer version of the artwork has been submitted. Please check the latest version.';
const NO_ARTWORK = 'This product takes no engraving artwork';
const VERIFY_FIRST = 'Please verify your mobile number to open this engraving.';
const OTHER_ENGRAVING = 'This verification is for another engraving.';

const NOT_AN_ENGRAVING = 'engravingFiles must be an object';
const TEXT_LINE = 'Each text line needs its text, font and size';
const NOT_AN_IMAGE_CROP = 'The photo needs its crop, aspect, rotation and zoom';
const NUMBER = 'Must be a number';

const textLine = v.object(
  {
    text: v.pipe(v.string('Text must be a text'), v.maxLength(200, 'Text is too long')),
    size: v.union([v.picklist(FONT_SIZES), v.literal('')], 'Please choose a font size'),
    font: v.union([v.picklist(FONT_FACES), v.literal('')], 'Please choose a font face'),
    max: v.number(NUMBER),
  },
  TEXT_LINE,
);

const submitSchema = v.object({
  actual_product_id: v.pipe(v.string('actual_product_id is required'), v.nonEmpty('actual_product_id is required')),
  engravingFiles: v.object(
    {
      image_options_key: v.pipe(v.string('The artwork image is required'), v.nonEmpty('The artwork image is required')),
      image_options_url: v.optional(v.string()),
      engraving_options_key: v.pipe(v.string('The engraving options image is required'), v.nonEmpty('The engraving options image is required')),
      engraving_options_url: v.optional(v.string()),
      petName: textLine,
      primaryText: textLine,
      secondaryText: textLine,
      icon: v.union([v.picklist(ENGRAVING_ICONS), v.literal('')], ICON_REQUIRED_MESSAGE),
      iconPlacement: v.union([v.picklist(ICON_PLACEMENTS), v.literal('')], PLACEMENT_REQUIRED_MESSAGE),
      imageOptions: v.nullable(
        v.object(
          {
            fileImgSrc: v.nullable(v.pipe(v.string('The photo name must be a text'), v.maxLength(500, 'The photo name is too long'))),
            croppedAreaPixels: v.nullable(
              v.object({ x: v.number(NUMBER), y: v.number(NUMBER), width: v.number(NUMBER), height: v.number(NUMBER) }, NOT_AN_IMAGE_CROP),
            ),
            aspectW: v.number(NUMBER),
            aspectH: v.number(NUMBER),
            rotation: v.picklist(PHOTO_ROTATIONS, 'Rotation must be 0, 90, 180 or 270'),
            zoom: v.number(NUMBER),
          },
          NOT_AN_IMAGE_CROP,
        ),
      ),
    },
    NOT_AN_ENGRAVING,
  ),
});

const verifySchema = v.object({ phone: v.string('Please enter your mobile number') });
const approveSchema = v.object({ version_id: v.pipe(v.string('version_id is required'), v.nonEmpty('version_id is required')) });

export interface EngravingRouteOptions {
  db: PortalDb;
  verifyAccessToken: AccessTokenVerifier;
  grants: OwnerGrants;
  guestUsername: string;
  signer: LinkSigner;
  publicUrl: string | undefined;
  messages: MessageSender;
  /** The owner approval app's origin; the verify link of an approval request starts with it. */
  ownerAppUrl: string;
}

/**
 * The verify page of a line, on the owner approval app (what the approval request links to), with the
 * link's secret in the fragment: a browser never sends a fragment to a server or in a Referer.
 */
export const ownerVerifyLink = (ownerAppUrl: string, bookingId: string, quotedProductId: string, secret: string) =>
  `${ownerAppUrl}/engraving/verify/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}#${OWNER_LINK_KEY_PARAM}=${secret}`;

export function engravingRoutes(options: EngravingRouteOptions) {
  const { db, grants, signer, publicUrl, messages, ownerAppUrl } = options;
  const auth = engravingCaller({ db, verifyAccessToken: options.verifyAccessToken, grants, guestUsername: options.guestUsername });

  /**
   * The booking and line the caller may reach. Staff: their practice's booking (else 404). The owner:
   * only the grant's booking and line (else 403, before anything about the booking is said).
   */
  async function reachableLine(caller: EngravingCaller, bookingId: string, quotedProductId: string, { needGrant = true } = {}) {
    if (caller.kind === 'owner' && needGrant) {
      if (!caller.grant) throw forbidden(VERIFY_FIRST);
      if (caller.grant.bookingId !== bookingId || caller.grant.quotedProductId !== quotedProductId) throw forbidden(OTHER_ENGRAVING);
    }
    const booking = await findEngravingBooking(db, bookingId);
    if (!booking || (caller.kind === 'staff' && booking.practice_id !== caller.staff.practiceId)) throw new ApiError(404, NO_DATA_MESSAGE);
    const line = await findBookingLine(db, bookingId, quotedProductId);
    if (!line) throw new ApiError(404, NO_PRODUCT_ENGRAVED_MESSAGE);
    return { booking, line };
  }

  /**
   * The owner link the phone check's call carries (`Engraving-Link`) for this booking line. Without a
   * live one, every caller gets the same 404 whether or not the booking and line exist, and no try is
   * counted: the link, not the public guest password, is what opens the check.
   */
  async function ownerLinkOf(c: Context<EngravingEnv>, bookingId: string, quotedProductId: string) {
    const link = await findOwnerLink(db, c.req.header(ENGRAVING_LINK_HEADER), { bookingId, quotedProductId });
    if (!link) throw new ApiError(404, OWNER_LINK_INVALID_MESSAGE);
    return link;
  }

  async function plaqueConfigOf(line: EngravingLine) {
    const row = line.actual_product_id_c ? await findPlaqueConfig(db, line.actual_product_id_c) : undefined;
    return row ? plaqueConfigToWire(row, row.product_name) : null;
  }

  /** The approval request to the owner of a booking with a mobile (a failure to send is recorded, not raised). */
  async function requestOwnerApproval(booking: EngravingBooking, line: EngravingLine) {
    if (!booking.owner_phone_mobile || !ownerNumberWithoutCountryCode(booking.owner_phone_mobile)) return;
    const { secret } = await issueOwnerLink(db, { bookingId: booking.id, quotedProductId: line.id, sentTo: booking.owner_phone_mobile });
    const link = ownerVerifyLink(ownerAppUrl, booking.id, line.id, secret);
    const greeting = booking.owner_first_name ? `Hello ${booking.owner_first_name}, the` : 'The';
    const pet = booking.pet_name ? `${booking.pet_name}'s ${line.name}` : `the ${line.name}`;
    await messages.send({
      to: booking.owner_phone_mobile,
      body: `${booking.brand_name}: ${greeting} artwork for ${pet} is ready for you to check. Please approve it or ask for changes here: ${link}`,
      link,
      secret,
      bookingId: booking.id,
      quotedProductId: line.id,
    });
  }

  return (
    new Hono<EngravingEnv>()
      .get('/engraving/config/:productId', auth, async (c) => {
        const row = await findPlaqueConfig(db, c.req.param('productId'));
        return c.json({ data: row ? plaqueConfigToWire(row, row.product_name) : null });
      })

      // The phone check comes before POST engraving/{b}/{q}, which would otherwise take 'verify' as a booking id.
      .get('/engraving/verify/:bookingId/:quotedProductId', auth, async (c) => {
        await ownerLinkOf(c, c.req.param('bookingId'), c.req.param('quotedProductId'));
        const { booking } = await reachableLine(c.get('engravingCaller'), c.req.param('bookingId'), c.req.param('quotedProductId'), { needGrant: false });
        return c.json({ data: { has_owner_phone: ownerNumberWithoutCountryCode(booking.owner_phone_mobile) !== null } });
      })
      .post('/engraving/verify/:bookingId/:quotedProductId', auth, async (c) => {
        const bookingId = c.req.param('bookingId');
        const quotedProductId = c.req.param('quotedProductId');
        const link = await ownerLinkOf(c, bookingId, quotedProductId);
        const { booking } = await reachableLine(c.get('engravingCaller'), bookingId, quotedProductId, { needGrant: false });
        const { phone } = await validBody(c, verifySchema);
        const typed = phone.trim();
        const attempt = await attemptPhoneCheck(db, { id: link.id, bookingId }, { maxFailures: VERIFY_MAX_TRIES, windowMs: VERIFY_WINDOW_MINUTES * 60_000 }, () => {
          // No number on the booking: nobody can pass, and the owner is told to call (not counted).
          if (ownerNumberWithoutCountryCode(booking.owner_phone_mobile) === null) return { ok: false, counts: false, message: NO_OWNER_PHONE_MESSAGE };
          const problem = verifyPhoneProblem(typed);
          if (problem) return { ok: false, counts: true, message: problem };
          if (!phoneMatchesOwner(typed, booking.owner_phone_mobile)) return { ok: false, counts: true, message: PHONE_INVALID_FOR_ENGRAVING_MESSAGE };
          return { ok: true, counts: true, message: '' };
        });
        if (attempt.locked) {
          c.header('Retry-After', String(attempt.retryAfterSeconds));
          return c.json(errorBody(tooManyTriesMessage(Math.ceil(attempt.retryAfterSeconds / 60))), 429);
        }
        if (!attempt.outcome.ok) throw invalidFields({ phone: attempt.outcome.message });
        const { grant, expiresAt } = await grants.issue({ bookingId, quotedProductId });
        return c.json({ data: { grant, expires_at: expiresAt.toISOString() } });
      })

      .get('/engraving/booking/:bookingId/:quotedProductId', auth, async (c) => {
        const { booking, line } = await reachableLine(c.get('engravingCaller'), c.req.param('bookingId'), c.req.param('quotedProductId'));
        const [plaqueConfig, versions, product] = await Promise.all([
          plaqueConfigOf(line),
          listLineVersions(db, booking.id, line.id),
          line.actual_product_id_c ? db.selectFrom('products').select(['id', 'name']).where('id', '=', line.actual_product_id_c).executeTakeFirst() : undefined,
        ]);
        const signFile = engravingFileSigner(c, signer, publicUrl);
        const wired = versions.map((version) => versionToWire(version, signFile));
        const data: EngravingLookupDto = {
          booking_id: booking.id,
          quoted_product_id: line.id,
          product_name: line.name,
          pet_name: booking.pet_name ?? '',
          plaque_config: plaqueConfig,
          editable: engravingEditable(booking.order_stage_c),
          actual_products: line.actual_product_id_c ? [{ id: line.actual_product_id_c, name: product?.name ?? line.name }] : [],
          current: wired.at(-1) ?? null,
          versions: wired,
        };
        return c.json({ data });
      })

      .post(
        '/booking/upload_engraving/:bookingId',
        auth,
        bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: () => { throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE); } }),
        async (c) => {
          const caller = c.get('engravingCaller');
          if (caller.kind === 'owner' && caller.grant?.bookingId !== c.req.param('bookingId')) throw forbidden(caller.grant ? OTHER_ENGRAVING : VERIFY_FIRST);
          const form = await c.req.parseBody().catch(() => {
            throw new ApiError(400, 'The upload must be multipart/form-data with file, kind and quoted_product_id');
          });
          const quotedProductId = typeof form.quoted_product_id === 'string' ? form.quoted_product_id.trim() : '';
          const kind = typeof form.kind === 'string' ? form.kind : '';
          const fields: Record<string, string> = {};
          if (!quotedProductId) fields.quoted_product_id = 'quoted_product_id is required';
          if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) fields.kind = "kind must be 'custom_text' or 'engraving_options'";
          if (!(form.file instanceof File)) fields.file = 'Please choose an image to upload';
          if (Object.keys(fields).length > 0) throw invalidFields(fields);
          const { booking, line } = await reachableLine(caller, c.req.param('bookingId'), quotedProductId);
          if (!engravingEditable(booking.order_stage_c)) throw new ApiError(409, NOT_EDITABLE);
          if (!(await plaqueConfigOf(line))) throw invalidFields({ quoted_product_id: NO_ARTWORK });
          const file = form.file as File;
          if (file.size > IMAGE_MAX_BYTES) throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE);
          const content = Buffer.from(await file.arrayBuffer());
          const type = imageTypeOf(content);
          if (!type) throw invalidFields({ file: 'The file is not a PNG or JPEG image' });
          const key = uploadKey(booking.id, line.id, kind as EngravingUploadKind, type.extension);
          await insertUpload(db, { key, bookingId: booking.id, quotedProductId: line.id, kind: kind as EngravingUploadKind, contentType: type.contentType, content, by: caller.kind });
          return c.json({ data: { key, url: engravingFileSigner(c, signer, publicUrl)(key) } }, 201);
        },
      )

      .post('/engraving/:bookingId/:quotedProductId/approve', auth, async (c) => {
        const { booking, line } = await reachableLine(c.get('engravingCaller'), c.req.param('bookingId'), c.req.param('quotedProductId'));
        const { version_id: versionId } = await validBody(c, approveSchema);
        if (!engravingEditable(booking.order_stage_c)) throw new ApiError(409, NOT_EDITABLE);
        const caller = c.get('engravingCaller');
        const approver = { by: caller.kind, contactId: caller.kind === 'staff' ? caller.staff.contactId : null };
        const outcome = await approveVersion(db, booking.id, line.id, versionId, approver);
        if (!outcome.ok) throw outcome.reason === 'unknown' ? invalidFields({ version_id: 'No such version of this artwork' }) : new ApiError(409, NOT_LATEST);
        return c.json({ data: versionToWire(outcome.version, engravingFileSigner(c, signer, publicUrl)) });
      })

      .post('/engraving/:bookingId/:quotedProductId', auth, async (c) => {
        const caller = c.get('engravingCaller');
        const { booking, line } = await reachableLine(caller, c.req.param('bookingId'), c.req.param('quotedProductId'));
        const body = await validBody(c, submitSchema);
        if (!engravingEditable(booking.order_stage_c)) throw new ApiError(409, NOT_EDITABLE);
        if (!line.actual_product_id_c || body.actual_product_id !== line.actual_product_id_c) {
          throw invalidFields({ actual_product_id: 'The artwork is for another product than this line' });
        }
        const files = body.engravingFiles;
        const config = await plaqueConfigOf(line);
        if (!config) throw invalidFields({ actual_product_id: NO_ARTWORK });
        const plaque = parsePlaqueConfig(config);
        const problems: Record<string, string> = takesText(plaque) ? { ...customTextErrors(files, engravingTextLimits(plaque)), ...iconErrors(files) } : {};
        // The image step lets no one past without a cropped photo (spec 001 s5), and neither does this.
        if (takesPhoto(plaque) && !files.imageOptions) problems.imageOptions = IMAGE_REQUIRED_MESSAGE;
        if (Object.keys(problems).length > 0) throw invalidFields(problems);
        const uploads = await findUploads(db, booking.id, line.id, [files.image_options_key, files.engraving_options_key]);
        const kindOf = new Map(uploads.map((upload) => [upload.key, upload.kind]));
        const missing: Record<string, string> = {};
        if (kindOf.get(files.image_options_key) !== 'custom_text') missing.image_options_key = 'The artwork image was not uploaded for this engraving';
        if (kindOf.get(files.engraving_options_key) !== 'engraving_options') {
          missing.engraving_options_key = 'The engraving options image was not uploaded for this engraving';
        }
        if (Object.keys(missing).length > 0) throw invalidFields(missing);

        const version = await insertVersion(db, {
          bookingId: booking.id,
          quotedProductId: line.id,
          actualProductId: line.actual_product_id_c,
          by: caller.kind,
          contactId: caller.kind === 'staff' ? caller.staff.contactId : null,
          imageOptionsKey: files.image_options_key,
          engravingOptionsKey: files.engraving_options_key,
          fields: {
            petName: files.petName,
            primaryText: files.primaryText,
            secondaryText: files.secondaryText,
            icon: files.icon,
            iconPlacement: files.iconPlacement,
            imageOptions: files.imageOptions,
          },
        });
        if (caller.kind === 'staff') await requestOwnerApproval(booking, line);
        return c.json({ data: versionToWire(version, engravingFileSigner(c, signer, publicUrl)) }, 201);
      })
  );
}
