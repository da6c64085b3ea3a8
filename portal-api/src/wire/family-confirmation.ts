// The family's confirmation as the answers show it (issue 36; the DTOs: @portal/contracts/wire/family-confirmation).
import type { Selectable } from 'kysely';
import { answerableAt, CONFIRMATION_STATE_LABELS, holdsCremation, WAS_REQUESTED } from '@portal/contracts/domain/family-confirmation';
import type { ConfirmationAnswerDto, FamilyConfirmationDto } from '@portal/contracts/wire/family-confirmation';
import type { BookingConfirmationTable } from '../db/family-schema.ts';

type ConfirmationRow = Selectable<BookingConfirmationTable>;

/** The answer part of a row (the family's latest answer to the current request). */
export function answerOf(row: Pick<ConfirmationRow, 'answer' | 'answer_at' | 'answer_name' | 'answer_words'>): ConfirmationAnswerDto | null {
  if (!row.answer || !row.answer_at) return null;
  return { answer: row.answer, at: row.answer_at, name: row.answer_name, words: row.answer_words };
}

/** What the booking answers read of a confirmation row (also joined to the booking rows, data/bookings.ts). */
export type ConfirmationFacts = Pick<
  ConfirmationRow,
  'state' | 'requested_at' | 'reminded_at' | 'expires_at' | 'sent_to' | 'skip_reason' | 'answer' | 'answer_at' | 'answer_name' | 'answer_words' | 'consent_answer_id' | 'verbal_reason' | 'verbal_by_name' | 'verbal_at'
>;

/**
 * What a booking answer says of its confirmation. `orderStage`: the booking's, so a change is said to
 * ask again only while the family's answer can still change anything (before the cremation, not cancelled).
 */
export function confirmationToWire(row: ConfirmationFacts, orderStage: string): FamilyConfirmationDto {
  return {
    state: row.state,
    label: CONFIRMATION_STATE_LABELS[row.state],
    on_hold: holdsCremation(row.state),
    rerequest_on_change: WAS_REQUESTED.includes(row.state) && answerableAt(orderStage),
    requested_at: row.requested_at,
    reminded_at: row.reminded_at,
    expires_at: row.expires_at,
    sent_to: row.sent_to,
    skip_reason: row.skip_reason,
    answer: answerOf(row),
    verbal: row.state === 'verbal' && row.verbal_reason && row.verbal_at ? { reason: row.verbal_reason, by: row.verbal_by_name ?? '', at: row.verbal_at } : null,
    has_consent: row.consent_answer_id !== null,
  };
}

