// The engraving calls (issue 6; spec 001 s3 'Engraving plaque config', 'Quoted product engravingFiles',
// s7 'Engraving lookup', 'Submit engraving', 'Upload engraving', 'Engraving assets', 'Image upload').
// The wire contract is defined here, for the staff product modal (remote-engraving's EngravingSteps),
// the owner's approval pages and portal-api. Every call carries the staff token or, for an owner, the
// guest token with the owner's grant for the one booking and quoted product (the server checks both);
// every path is limited to the caller's practice (another practice's booking answers 404).
//
//   GET  portal/engraving/config/{productId}
//        -> 200 { data: PlaqueConfig | null }            null: the product is not engravable (no plaque)
//   POST portal/booking/upload_engraving/{bookingId}     multipart/form-data:
//          file               a PNG or JPEG (the server checks its magic bytes and size, at most 20 MB)
//          kind               'custom_text' (the artwork) | 'engraving_options' (the photo or icon image)
//          quoted_product_id  the quoted product the artwork is for (must be on the booking)
//        -> 201 { data: { key, url } }                   key: a server-made name under engraving/,
//                                                        e.g. 'engraving/{bookingId}/{quotedProductId}/
//                                                        custom_text-20260101T101500123Z-{random}.png'
//                                                        ('.jpg' for a JPEG); url: a
//                                                        short-lived signed GET of it; 422 for a line
//                                                        whose product takes no artwork
//   GET  portal/engraving/booking/{bookingId}/{quotedProductId}
//        -> 200 { data: EngravingLookupDto }             actual_products[0].id is what a submit names;
//                                                        404 when the booking or quoted product is not
//                                                        the caller's
//   POST portal/engraving/{bookingId}/{quotedProductId}  JSON EngravingSubmitDto
//        -> 201 { data: EngravingVersionDto, owner_request: OwnerRequestDto }  a new version (the earlier
//                                                        ones are kept); owner_request: whether the owner
//                                                        was sent the approval link, and to which number
//                                                        (a version staff prepare on an unsubmitted
//                                                        booking is sent when the booking is submitted)
//        -> 409 { errors: { detail } }                   the booking is past editing; the artwork is the
//                                                        same as the latest version (sameAsLatestMessage);
//                                                        or, from the owner, the latest version is
//                                                        already approved (artworkApprovedMessage)
//        -> 422 { errors: { detail: { field: message } } } an unknown key or invalid draft field
//   POST portal/engraving/{bookingId}/{quotedProductId}/approve  JSON { version_id }
//        -> 200 { data: EngravingVersionDto }            approves that version as it is (the owner, or
//                                                        staff in staff mode: approved_by says which);
//                                                        409 when it is no longer the latest
//
// The owner's phone check (spec 001 s5 'Engraving verify'; the guest token, no grant yet). Both calls
// need the secret of the owner's approval link (the `#k=` of the link the approval request sent) in
// the `Engraving-Link` header, whoever calls; without a live link for this booking and line they
// answer 404 OWNER_LINK_INVALID_MESSAGE, the same whatever exists, and nothing is counted:
//   GET  portal/engraving/verify/{bookingId}/{quotedProductId}
//        -> 200 { data: { has_owner_phone: boolean, client_care: ClientCareDto } }  client_care: the
//                                                        booking's brand and its Client Care phone
//                                                        404 'No data to show!' / 'No product engraved!'
//   POST portal/engraving/verify/{bookingId}/{quotedProductId}  JSON { phone: '0412 345 678' }
//                                                        any way Australians write a mobile (0412...,
//                                                        412..., +61 412..., spaces, dashes, brackets)
//        -> 200 { data: { grant, expires_at } }          the owner's grant for this booking and quoted
//                                                        product (OWNER_GRANT_MINUTES)
//        -> 422 { errors: { detail: { phone: message } } } wrong number, bad format or no owner number
//        -> 429 Retry-After: seconds                     VERIFY_MAX_TRIES wrong numbers per link in
//                                                        VERIFY_WINDOW_MINUTES
//   GET  portal/engraving/client-care?brand={name}      no token: a brand's public name and Client
//        -> 200 { data: ClientCareDto }                  Care phone, for the owner app's pages that know
//        -> 404 when no brand has that name              no booking yet (not found, a page that failed
//                                                        to load); nothing else about the brand
// Owner calls carry the guest token as the bearer and the grant in the `Engraving-Grant` header; they
// reach only the lookup, upload, submit and approve calls of the grant's booking and quoted product
// (anything else: 403). Staff calls need no grant.
//
// Lookup and booking errors: 404 with errors.detail NO_DATA_MESSAGE ('No data to show!') when the
// booking is not the caller's, NO_PRODUCT_ENGRAVED_MESSAGE ('No product engraved!') when the quoted
// product is not on it.
import type { EngravingIcon, EngravingImageOptions, EngravingTextLine, IconPlacement, PlaqueConfigInput } from '@portal/contracts/domain/engraving';

/** `GET portal/engraving/config/{productId}`: the plaque config as the server holds it (spec field names). */
export interface PlaqueConfigDto {
  data: PlaqueConfigInput | null;
}

/** The two images of an artwork (spec 001 s3, Engraving draft: customTextImage, engravingOptionsImage). */
export type EngravingUploadKind = 'custom_text' | 'engraving_options';

/** Where an uploaded image is kept: its storage key and a short-lived link to it. */
export interface StoredFileDto {
  key: string;
  url: string;
}

/**
 * The draft's fields as an artwork version keeps them (spec 001 s3, Engraving draft, less the images,
 * which are the uploaded files; field names as the spec writes them).
 */
export interface EngravingDraftFieldsDto {
  petName: EngravingTextLine;
  primaryText: EngravingTextLine;
  secondaryText: EngravingTextLine;
  icon: EngravingIcon | '';
  iconPlacement: IconPlacement | '';
  imageOptions: Omit<EngravingImageOptions, 'croppedImage'> | null;
}

/**
 * A quoted product's engravingFiles (spec 001 s3: 'with image options URL and engraving options URL'):
 * - `image_options_*`: the artwork as approved (the plaque with its text, icon and photo; upload kind
 *   'custom_text', 398 px wide);
 * - `engraving_options_*`: the engraving options image (the cropped photo at most 1080 x 1080 or,
 *   without a photo, the icon on the plaque; upload kind 'engraving_options').
 * `*_key` names the stored file (what the server trusts); `*_url` is a short-lived link to it.
 */
export interface EngravingFilesDto extends EngravingDraftFieldsDto {
  image_options_key: string;
  image_options_url: string;
  engraving_options_key: string;
  engraving_options_url: string;
}

/** One submitted artwork (every version is kept; the latest is the current one). */
export interface EngravingVersionDto {
  id: string;
  /** 1, 2, ... per quoted product. */
  version: number;
  submitted_at: string;
  /** Who submitted it: practice staff, or the owner from the approval pages. */
  submitted_by: 'staff' | 'owner';
  /** The version was approved as it is ('I approve this artwork', or the owner's own submit). */
  approved: 0 | 1;
  /** Who approved it: the owner, or practice staff in staff mode; null while not approved (or not recorded). */
  approved_by: 'staff' | 'owner' | null;
  /** When it was approved (ISO); null while not approved. */
  approved_at: string | null;
  engravingFiles: EngravingFilesDto;
}

/** The header that carries an owner's grant on the owner's calls. */
export const ENGRAVING_GRANT_HEADER = 'Engraving-Grant';
/** The header that carries the secret of the owner's approval link on the phone check's two calls. */
export const ENGRAVING_LINK_HEADER = 'Engraving-Link';

/** `GET portal/engraving/booking/{bookingId}/{quotedProductId}` (spec 001 s7, Engraving lookup). */
export interface EngravingLookupDto {
  booking_id: string;
  quoted_product_id: string;
  /** The quoted product's name, e.g. 'Photo Plaque Urn'. */
  product_name: string;
  /** The pet's name on the booking (the customise-text step's default pet name). */
  pet_name: string;
  /** The plaque config of the product (one call instead of two); null when the product has none. */
  plaque_config: PlaqueConfigInput | null;
  /** Whether the artwork may still change (engravingEditable of the booking's stage). */
  editable: boolean;
  /** The catalog product behind the quoted product (spec 001 s7: 'reads actual_products[0].id'); empty when none. */
  actual_products: { id: string; name: string }[];
  /** The latest version, or null when no artwork was submitted yet. */
  current: EngravingVersionDto | null;
  /** Every version, oldest first. */
  versions: EngravingVersionDto[];
}

/** The product id an engraving is submitted for (spec 001 s7: actual_products[0].id), or null. */
export function actualProductId(lookup: EngravingLookupDto): string | null {
  return lookup.actual_products[0]?.id || null;
}

/**
 * What a submit did about the owner's approval request (issue 15 items 8 and 10), so the staff
 * thank-you page can say it plainly:
 * - `when`: 'now' (sent with this submit), 'on_submit' (the booking is not submitted yet: it goes out
 *   when it is), 'never' (no owner mobile on the booking, or the owner submitted it themselves);
 * - `sent`: a message went out with this submit (false when sending failed, or it is not due yet);
 * - `to`: the owner's mobile it went or will go to, as the booking holds it ('+61412555011'); null when none.
 */
export interface OwnerRequestDto {
  when: 'now' | 'on_submit' | 'never';
  sent: boolean;
  to: string | null;
}

/** `POST portal/engraving/{bookingId}/{quotedProductId}` answer. */
export interface EngravingSubmitAnswerDto {
  data: EngravingVersionDto;
  /** Absent from a back end that does not say (the page then speaks of it generally). */
  owner_request?: OwnerRequestDto;
}

/** `POST portal/engraving/{bookingId}/{quotedProductId}` body. */
export interface EngravingSubmitDto {
  /** actual_products[0].id of the lookup. */
  actual_product_id: string;
  /** The keys and links of the two uploads, with the draft's fields. */
  engravingFiles: EngravingFilesDto;
}

/** A brand's Client Care line, as the owner's pages offer it (issue 15 item 5): its public name and phone. */
export interface ClientCareDto {
  /** The brand's name, e.g. 'Lawnswood'. */
  name: string;
  /** The Client Care phone as the brand holds it, e.g. '0892401234'. */
  phone: string;
}

export interface VerifyStatusDto {
  has_owner_phone: boolean;
  /** The booking's brand, so every page after this one offers the right number to call. */
  client_care: ClientCareDto | null;
}

export interface OwnerGrantDto {
  grant: string;
  expires_at: string;
}
