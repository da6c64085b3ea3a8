// When the owner is asked to approve the artwork (issue 15 item 8). A version that practice staff
// prepare waits for the owner; the text message with the verify link goes out when the booking is
// submitted, or at once when the booking already is. Never for a booking that was never submitted
// (the nurse may abandon it), and never twice for one version.
import type { OwnerRequestDto } from '@portal/contracts/wire/engraving';
import { OWNER_LINK_KEY_PARAM, ownerNumberWithoutCountryCode } from '@portal/contracts/domain/engraving';
import { familyTextOpening } from '@portal/contracts/domain/family-updates';
import { STAGES } from '@portal/contracts/domain/stages';
import { findBookingLine, findEngravingBooking, type EngravingBooking, type EngravingLine } from '../data/engraving.ts';
import { issueOwnerLink } from '../data/owner-links.ts';
import type { PortalDb } from '../db/database.ts';
import type { EngravingVersionRow } from '../db/engraving-schema.ts';
import type { MessageSender } from './sender.ts';

/**
 * The verify page of a line, on the owner approval app (what the approval request links to), with the
 * link's secret in the fragment: a browser never sends a fragment to a server or in a Referer.
 */
export const ownerVerifyLink = (ownerAppUrl: string, bookingId: string, quotedProductId: string, secret: string) =>
  `${ownerAppUrl}/engraving/verify/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}#${OWNER_LINK_KEY_PARAM}=${secret}`;

const NEVER: OwnerRequestDto = { when: 'never', sent: false, to: null };

export interface ApprovalRequests {
  /**
   * After staff submit `version` of a line: sends the request now when the booking is submitted,
   * else answers that it goes out on submit. Answers what was done, for the staff thank-you page.
   */
  afterStaffVersion(booking: EngravingBooking, line: EngravingLine, version: EngravingVersionRow): Promise<OwnerRequestDto>;
  /**
   * After the booking moved from unsubmitted to submitted: a request for each line whose latest
   * version was prepared by staff, is not approved, and was not asked about yet.
   */
  afterBookingSubmitted(bookingId: string): Promise<void>;
}

export function createApprovalRequests({ db, messages, ownerAppUrl }: { db: PortalDb; messages: MessageSender; ownerAppUrl: string }): ApprovalRequests {
  /**
   * Sends the request for a version with a new owner link (issue 16 item 2: the link is the key; a
   * failure to send is recorded in the outbox, not raised).
   */
  async function send(booking: EngravingBooking, line: EngravingLine, version: EngravingVersionRow, to: string): Promise<OwnerRequestDto> {
    const { secret } = await issueOwnerLink(db, { bookingId: booking.id, quotedProductId: line.id, sentTo: to });
    const link = ownerVerifyLink(ownerAppUrl, booking.id, line.id, secret);
    const pet = booking.pet_name ? `${booking.pet_name}'s ${line.name}` : `your pet's ${line.name}`;
    // The practice speaks, as in every text to the family, and says who the brand on the page is
    // (issue 32 item 4).
    // A revised version says it is one, and which (the page then says what changed).
    const ready =
      version.version > 1 ? `we have changed the artwork for ${pet} (version ${version.version}), and it is ready for you to check. ` : `the artwork for ${pet} is ready for you to check. `;
    const body = `${familyTextOpening(booking.practice_name, booking.owner_first_name)}${ready}${booking.brand_name} make it for us: please approve it or ask for changes here: ${link}`;
    const message = await messages.send({
      to,
      body,
      link,
      secret,
      bookingId: booking.id,
      quotedProductId: line.id,
      versionId: version.id,
    });
    return { when: 'now', sent: message.status !== 'failed', to };
  }

  async function alreadyAsked(versionId: string): Promise<boolean> {
    const row = await db.selectFrom('outbox_messages').select('id').where('version_id', '=', versionId).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  return {
    async afterStaffVersion(booking, line, version) {
      const to = booking.owner_phone_mobile;
      if (!to || ownerNumberWithoutCountryCode(to) === null) return NEVER;
      if (booking.order_stage_c === STAGES.unsubmitted) return { when: 'on_submit', sent: false, to };
      return send(booking, line, version, to);
    },

    async afterBookingSubmitted(bookingId) {
      const booking = await findEngravingBooking(db, bookingId);
      const to = booking?.owner_phone_mobile;
      if (!booking || !to || ownerNumberWithoutCountryCode(to) === null) return;
      // The latest version of each live line: the one the owner would be asked about.
      const versions = await db
        .selectFrom('engraving_versions')
        .innerJoin('quoted_products', 'quoted_products.id', 'engraving_versions.quoted_product_id')
        .selectAll('engraving_versions')
        .where('engraving_versions.booking_id', '=', bookingId)
        .where('quoted_products.booking_id', '=', bookingId)
        .where('quoted_products.deleted', '=', 0)
        .orderBy('engraving_versions.version')
        .execute();
      const latest = new Map(versions.map((version) => [version.quoted_product_id, version]));
      for (const version of latest.values()) {
        if (version.submitted_by !== 'staff' || version.approved || (await alreadyAsked(version.id))) continue;
        const line = await findBookingLine(db, bookingId, version.quoted_product_id);
        if (line) await send(booking, line, version, to);
      }
    },
  };
}
