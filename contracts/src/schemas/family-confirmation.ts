// The bodies of the family confirmation's calls (issue 36; the calls: wire/family-confirmation). The
// owner app's forms and portal-api validate with these same schemas.
import * as v from 'valibot';
import { hiddenCharacterProblem } from '@portal/contracts/domain/engraving-fit';
import { VERIFY_PHONE_FORMAT_MESSAGE } from '@portal/contracts/domain/engraving';
import { tooLongMessage } from '@portal/contracts/domain/limits';
import { CONCERN_WORDS_MAX, CONFIRMATION_MESSAGES, CONFIRMATION_REASON_MAX, CONFIRMED_NAME_MAX } from '@portal/contracts/domain/family-confirmation';

/** A mobile as typed (the server normalises and compares its 9 digits); room for spaces and +61. */
const PHONE_TYPED_MAX = 40;

const key = v.pipe(v.string('key is required'), v.minLength(1, 'key is required'), v.maxLength(200, 'key is too long'));
const phone = v.pipe(v.string('Please enter your mobile number'), v.maxLength(PHONE_TYPED_MAX, VERIFY_PHONE_FORMAT_MESSAGE));

/** Text a person typed: trimmed, required, at most `max` characters, no hidden characters (named where they are). */
const typedText = (label: string, required: string, max: number, oneLine: boolean) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, tooLongMessage(label, max)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = hiddenCharacterProblem(label, dataset.value, oneLine);
      if (problem) addIssue({ message: problem });
    }),
  );

/** POST portal/confirmation: the link's secret (from its fragment) and the owner's mobile as typed. */
export const confirmationLookupSchema = v.object({ key, phone });

/** The family's name as they type it to confirm. */
export const confirmedNameSchema = typedText('Your name', CONFIRMATION_MESSAGES.nameRequired, CONFIRMED_NAME_MAX, true);
/** The family's words when something is not right (line breaks allowed). */
export const concernWordsSchema = typedText('Your message', CONFIRMATION_MESSAGES.wordsRequired, CONCERN_WORDS_MAX, false);

/** POST portal/confirmation/answer: Confirm with the typed name, or Something's not right with their words. */
export const confirmationAnswerSchema = v.variant('answer', [
  v.object({ key, phone, answer: v.literal('confirm'), name: confirmedNameSchema }),
  v.object({ key, phone, answer: v.literal('concern'), words: concernWordsSchema }),
], "answer must be 'confirm' or 'concern'");

/** A staff reason (the nurse's for not asking, a Level 3's for a verbal confirmation). */
export const confirmationReasonSchema = typedText('Reason', CONFIRMATION_MESSAGES.reasonRequired, CONFIRMATION_REASON_MAX, false);

/** POST portal/booking/{id}/confirmation/verbal: Level 3 only, the reason required. */
export const verbalConfirmationSchema = v.object({ reason: confirmationReasonSchema });

/** `skip_family_confirmation` of POST portal/booking/{id}/complete: the nurse does not ask the family, and says why. */
export const skipFamilyConfirmationSchema = v.object({ reason: confirmationReasonSchema });

/** PUT portal/vet/family_confirmation: whether the practice asks families to confirm (Level 3 only). */
export const familyConfirmationSettingSchema = v.object({ enabled: v.boolean('enabled must be true or false') });
