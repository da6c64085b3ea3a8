// The engraving calls (issue 6; the contract is documented in @portal/contracts/wire/engraving): plaque
// configs, the artwork's uploads, lookup, submit and approval, and the owner's phone check. Staff reach
// their practice's bookings; the owners' guest user reaches, with a grant, the one line it names. The
// phone check opens only with the secret of the owner's approval link (issue 16 item 2).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ENGRAVING_LINK_HEADER, type OwnerRequestDto } from '@portal/contracts/wire/engraving';
import {
  artworkApprovedMessage,
  engravingEditable,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  NO_DATA_MESSAGE,
  NO_PRODUCT_ENGRAVED_MESSAGE,
  OWNER_LINK_INVALID_MESSAGE,
  parsePlaqueConfig,
  refusedTryMessage,
  tooManyTriesMessage,
  VERIFY_MAX_TRIES,
  VERIFY_WINDOW_MINUTES,
  sameArtworkFields,
  sameAsLatestMessage,
  takesPhoto,
  type ArtworkFields,
} from '@portal/contracts/domain/engraving';
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
  findProductName,
  listLineVersions,
  uploadKey,
  type EngravingLine,
} from '../data/engraving.ts';
import { findBrandByName } from '../data/brands.ts';
import { findOwnerLink } from '../data/owner-links.ts';
import type { PortalDb } from '../db/database.ts';
import type { EngravingUploadKind, EngravingVersionRow } from '../db/engraving-schema.ts';
import { ApiError, errorBody, forbidden, invalidFields } from '../http/api-error.ts';
import { imageTypeOf, refuseOversizedImage } from '../http/image-dimensions.ts';
import { engravingFileSigner } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { validBody } from '../http/validation.ts';
import type { ApprovalRequests } from '../messaging/approval-requests.ts';
import type { FamilyConfirmations } from '../messaging/family-confirmation.ts';
import { STAGES } from '@portal/contracts/domain/stages';
import { artworkFieldsOf, artworkProblems, grantRefusal, missingUploads, phoneCheck, reachesBooking, uploadGrantRefusal } from '../rules/engraving.ts';
import { clientCareToWire, engravingLookupToWire, phoneCheckPageToWire, plaqueConfigToWire, versionToWire } from '../wire/engraving.ts';
import { approveSchema, submitSchema, verifySchema } from '../wire/engraving-bodies.ts';
import type { FileStore } from '../storage/file-store.ts';

const UPLOAD_KINDS: readonly EngravingUploadKind[] = ['custom_text', 'engraving_options'];
/** The form's other fields and the multipart framing need a little room beside the file. */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

const NOT_EDITABLE = 'Editing is no longer available for this engraving. Please contact our Client Care team.';
const NOT_LATEST = 'A newer version of the artwork has been submitted. Please check the latest version.';
const NO_ARTWORK = 'This product takes no engraving artwork';

export interface EngravingRouteOptions {
  db: PortalDb;
  /** Where the uploads' bytes are. */
  files: FileStore;
  verifyAccessToken: AccessTokenVerifier;
  grants: OwnerGrants;
  guestUsername: string;
  signer: LinkSigner;
  publicUrl: string | undefined;
  /** Asks the owner to approve what staff prepared (when the booking is submitted). */
  approvals: ApprovalRequests;
  /** Asks the family again when the engraving they were asked to confirm changes (issue 36). */
  confirmations?: FamilyConfirmations;
}

export function engravingRoutes(options: EngravingRouteOptions) {
  const { db, files, grants, signer, publicUrl, approvals, confirmations } = options;
  const auth = engravingCaller({ db, verifyAccessToken: options.verifyAccessToken, grants, guestUsername: options.guestUsername });

  /**
   * The booking and line the caller may reach. Staff: their practice's booking (else 404). The owner:
   * only the grant's booking and line (else 403, before anything about the booking is said).
   */
  async function reachableLine(caller: EngravingCaller, bookingId: string, quotedProductId: string, { needGrant = true } = {}) {
    const refusal = needGrant ? grantRefusal(caller, bookingId, quotedProductId) : undefined;
    if (refusal) throw forbidden(refusal);
    const booking = await findEngravingBooking(db, bookingId);
    if (!booking || !reachesBooking(caller, booking)) throw new ApiError(404, NO_DATA_MESSAGE);
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

  /**
   * Whether a submit is the line's latest version again (issue 15 item 2): the same fields
   * (sameArtworkFields) and, for a plaque that takes a photo, the same photo bytes (the engraving options
   * image is the cropped photo as uploaded; its key differs per upload, its content does not). A plaque
   * without a photo draws its images from the fields alone, so the fields decide.
   */
  async function sameAsVersion(trx: PortalDb, latest: EngravingVersionRow, fields: ArtworkFields, engravingOptionsKey: string, photo: boolean): Promise<boolean> {
    if (!sameArtworkFields(JSON.parse(latest.fields) as ArtworkFields, fields)) return false;
    if (!photo) return true;
    const store = files.within(trx);
    const [before, now] = await Promise.all([store.get(latest.engraving_options_key), store.get(engravingOptionsKey)]);
    return Boolean(before && now && before.content.equals(now.content));
  }

  return (
    new Hono<EngravingEnv>()
      // No token: what the owner app's pages without a booking (not found, a page that failed to load)
      // offer to call. A brand's name and Client Care phone are on its every leaflet; nothing else is said.
      .get('/engraving/client-care', async (c) => {
        const name = c.req.query('brand')?.trim() ?? '';
        const brand = name && name.length <= 100 ? await findBrandByName(db, name) : undefined;
        if (!brand) throw new ApiError(404, 'No such brand');
        c.header('Cache-Control', 'public, max-age=3600');
        return c.json({ data: clientCareToWire(brand) });
      })

      .get('/engraving/config/:productId', auth, async (c) => {
        const row = await findPlaqueConfig(db, c.req.param('productId'));
        return c.json({ data: row ? plaqueConfigToWire(row, row.product_name) : null });
      })

      // The phone check comes before POST engraving/{b}/{q}, which would otherwise take 'verify' as a booking id.
      .get('/engraving/verify/:bookingId/:quotedProductId', auth, async (c) => {
        await ownerLinkOf(c, c.req.param('bookingId'), c.req.param('quotedProductId'));
        const { booking } = await reachableLine(c.get('engravingCaller'), c.req.param('bookingId'), c.req.param('quotedProductId'), { needGrant: false });
        return c.json({ data: phoneCheckPageToWire(booking) });
      })
      .post('/engraving/verify/:bookingId/:quotedProductId', auth, async (c) => {
        const bookingId = c.req.param('bookingId');
        const quotedProductId = c.req.param('quotedProductId');
        const link = await ownerLinkOf(c, bookingId, quotedProductId);
        const { booking } = await reachableLine(c.get('engravingCaller'), bookingId, quotedProductId, { needGrant: false });
        const { phone: typed } = await validBody(c, verifySchema);
        const tries = { maxFailures: VERIFY_MAX_TRIES, windowMs: VERIFY_WINDOW_MINUTES * 60_000 };
        const attempt = await attemptPhoneCheck(db, { id: link.id, bookingId }, tries, () => phoneCheck(booking.owner_phone_mobile, typed));
        if (attempt.locked) {
          c.header('Retry-After', String(attempt.retryAfterSeconds));
          return c.json(errorBody(tooManyTriesMessage(Math.ceil(attempt.retryAfterSeconds / 60))), 429);
        }
        // A counted refusal warns before the last try, and says the pause when it begins: then with
        // Retry-After as a 429 has it, so the page holds Verify until the pause ends (issue 32 item 5).
        if (!attempt.outcome.ok) {
          const counted = attempt.outcome.counts;
          if (counted && attempt.triesLeft <= 0) c.header('Retry-After', String(VERIFY_WINDOW_MINUTES * 60));
          const phone = counted ? refusedTryMessage(attempt.outcome.message, attempt.triesLeft) : attempt.outcome.message;
          return c.json(errorBody({ phone }), 422);
        }
        const { grant, expiresAt } = await grants.issue({ bookingId, quotedProductId });
        return c.json({ data: { grant, expires_at: expiresAt.toISOString() } });
      })

      .get('/engraving/booking/:bookingId/:quotedProductId', auth, async (c) => {
        const { booking, line } = await reachableLine(c.get('engravingCaller'), c.req.param('bookingId'), c.req.param('quotedProductId'));
        const [plaqueConfig, versions, product] = await Promise.all([
          plaqueConfigOf(line),
          listLineVersions(db, booking.id, line.id),
          line.actual_product_id_c ? findProductName(db, line.actual_product_id_c) : undefined,
        ]);
        const data = engravingLookupToWire({ booking, line, plaqueConfig, versions, productName: product?.name }, engravingFileSigner(c, signer, publicUrl));
        return c.json({ data });
      })

      .post(
        '/booking/upload_engraving/:bookingId',
        auth,
        bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: () => { throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE); } }),
        async (c) => {
          const caller = c.get('engravingCaller');
          const refusal = uploadGrantRefusal(caller, c.req.param('bookingId'));
          if (refusal) throw forbidden(refusal);
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
          refuseOversizedImage('file', 'The image', content, type.extension);
          const key = uploadKey(booking.id, line.id, kind as EngravingUploadKind, type.extension);
          await insertUpload(db, files, { key, bookingId: booking.id, quotedProductId: line.id, kind: kind as EngravingUploadKind, contentType: type.contentType, content, by: caller.kind });
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
        const problems = artworkProblems(plaque, files);
        if (problems) throw invalidFields(problems);
        const uploads = await findUploads(db, booking.id, line.id, [files.image_options_key, files.engraving_options_key]);
        const missing = missingUploads(uploads, files);
        if (missing) throw invalidFields(missing);

        const fields = artworkFieldsOf(files);
        // Checked in the insert's transaction, so two submits at once cannot both pass. The owner's
        // approval settles the artwork for them; staff may still send a new version while the booking
        // is editable (the owner phoned in a change), which waits for the owner again.
        const version = await insertVersion(db, {
          bookingId: booking.id,
          quotedProductId: line.id,
          actualProductId: line.actual_product_id_c,
          by: caller.kind,
          contactId: caller.kind === 'staff' ? caller.staff.contactId : null,
          imageOptionsKey: files.image_options_key,
          engravingOptionsKey: files.engraving_options_key,
          fields,
        }, async (latest, trx) => {
          if (!latest) return;
          if (caller.kind === 'owner' && latest.approved) throw new ApiError(409, artworkApprovedMessage(latest));
          if (await sameAsVersion(trx, latest, fields, files.engraving_options_key, takesPhoto(plaque))) throw new ApiError(409, sameAsLatestMessage(latest.version));
        });
        // Staff's version waits for the owner: asked now on a submitted booking, else when it is submitted.
        const ownerRequest: OwnerRequestDto = caller.kind === 'staff' ? await approvals.afterStaffVersion(booking, line, version) : { when: 'never', sent: false, to: null };
        // The engraving the family was asked to confirm changed (whoever changed it): they are asked again
        // on the new version, so the consent is always of what will be made (issue 36).
        if (booking.order_stage_c !== STAGES.unsubmitted) await confirmations?.afterContentChanged(booking.id);
        return c.json({ data: versionToWire(version, engravingFileSigner(c, signer, publicUrl)), owner_request: ownerRequest }, 201);
      })
  );
}
