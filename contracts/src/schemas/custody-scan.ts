// The body of POST portal/booking/{id}/scan: the code the tag's QR holds (as the camera read it or a
// USB scanner typed it), the scan the booking's stage allows, and that scan's own fields. The Scan
// page's form and portal-api validate with this schema (422 naming the fields).
import * as v from 'valibot';
import { NAME_MAX, SHORT_TEXT_MAX, tooLongMessage, URL_MAX } from '@portal/contracts/domain/limits';
import { CLINIC_SCAN_ACTIONS, SCAN_INPUTS } from '@portal/contracts/domain/custody-scan';

/** The most bags one pet may be handed over in. */
export const MAX_BAGS = 20;

export const SCAN_ACTION_MESSAGE = 'action must be handed_to_driver, ashes_received_at_clinic or collected_by_family';
export const BAG_COUNT_MESSAGE = `The number of bags must be a whole number from 1 to ${MAX_BAGS}`;

const requiredText = (label: string, max: number) =>
  v.pipe(v.optional(v.string(`${label} is required`), ''), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, tooLongMessage(label, max)));

const optionalText = (label: string, max: number) =>
  v.optional(v.nullable(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, tooLongMessage(label, max)))));

/** A whole number as a JSON number or as the digits a form field gives. */
const bagCount = v.pipe(
  v.optional(v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/), v.transform(Number))], BAG_COUNT_MESSAGE), ''),
  v.number(BAG_COUNT_MESSAGE),
  v.integer(BAG_COUNT_MESSAGE),
  v.minValue(1, BAG_COUNT_MESSAGE),
  v.maxValue(MAX_BAGS, BAG_COUNT_MESSAGE),
);

const common = {
  /** What the pet tag's QR code holds (the booking's portal address), or the booking id typed. */
  tag: requiredText('The scanned tag', URL_MAX),
  /** The device's label (the Scan page keeps one per device: 'Front desk scanner'). */
  device: optionalText('The device name', SHORT_TEXT_MAX),
  input: v.optional(v.nullable(v.picklist(SCAN_INPUTS, 'input must be camera or keyboard'))),
};

export const scanBodySchema = v.variant(
  'action',
  [
    v.object({
      ...common,
      action: v.literal('handed_to_driver'),
      /** Who handed the pet over; the member scanning when none is given. */
      handed_over_by: optionalText('Who handed over', NAME_MAX),
      driver_name: requiredText("The driver's name", NAME_MAX),
      bag_count: bagCount,
    }),
    v.object({ ...common, action: v.literal('ashes_received_at_clinic') }),
    v.object({
      ...common,
      action: v.literal('collected_by_family'),
      collected_by: requiredText('Who collected', NAME_MAX),
      /** What the person gave: the owner's surname, or the collection code texted to the family. */
      identity_check: requiredText("The owner's surname or the collection code", NAME_MAX),
    }),
  ],
  SCAN_ACTION_MESSAGE,
);

/**
 * The tag and the action of a scan whose own fields are missing or wrong: enough to refuse, and record,
 * a tag that is not this booking's before the form is filled (rules/custody-scan.ts TAG_REFUSALS).
 */
export const scanAttemptSchema = v.object({
  ...common,
  action: v.picklist(CLINIC_SCAN_ACTIONS, SCAN_ACTION_MESSAGE),
});

export type ScanAttempt = v.InferOutput<typeof scanAttemptSchema>;

/** A scan as POST portal/booking/{id}/scan takes it (after the schema: the bags a number). */
export type ScanBody = v.InferOutput<typeof scanBodySchema>;