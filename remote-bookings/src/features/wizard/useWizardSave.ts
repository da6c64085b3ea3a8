import { useRef, useState, type RefObject } from 'react';
import { errorDetail, HTTPError, isUnreachable, useApi } from '@portal/shared/api';
import {
  completeBookingMutation,
  createBookingMutation,
  saveSpecialInstructionsMutation,
  updateBookingMutation,
} from '@portal/shared/api/booking-write';
import { toBookingPayload } from '@portal/contracts/wire/booking-write';
import { submitVetSupplyOrderMutation } from '@portal/shared/api/catalog';
import { VET_SUPPLY_STORAGE_KEY } from '@portal/contracts/wire/catalog';
import { useDrafts, type BookingDraft } from '@portal/shared/booking-draft';
import { labelledFieldMessages } from '@portal/shared/forms';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import type { WizardVariant } from '@portal/contracts/domain/wizard';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { report } from '@portal/shared/reporting';
import { captureScreenshot } from '@portal/shared/screenshot';
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';
import type { PracticeFacts } from '../../lib/usePractice';
import { detailsLabelOf } from './detailsForm';
import { fieldsFailureMessage, UNREACHABLE_FAILURE, UPDATED_MESSAGE, weightConflictMessage } from './wizardMessages';

export interface WizardAlert {
  status: 'success' | 'danger';
  message: string;
}

export interface Submitted {
  kind: 'Submitted' | 'Updated';
  bookingId: string;
  /** The order number, said on the page that confirms it (issue 31). */
  orderId: string | null;
}

export interface WizardSaveInput {
  key: string;
  draft: BookingDraft | undefined;
  variant: WizardVariant;
  practice: PracticeFacts;
  title: string;
  withCollection: boolean;
  /** An edited booking past Unsubmitted: its special instructions are not written. */
  locked: boolean;
  /** After the details are saved (the next step). */
  onSaved: () => void;
  /** What the submit captures as the booking's screenshot. */
  confirmationRef: RefObject<HTMLDivElement | null>;
}

/**
 * What the person reads when a save of the details failed; the fields a 422 named are named as the step
 * labels them (the shared mapper, @portal/shared/forms), with their messages.
 */
async function saveFailureMessage(error: unknown, variant: WizardVariant, values: DetailsValues): Promise<string> {
  const detail = await errorDetail(error);
  if (error instanceof HTTPError && error.response.status === 409 && typeof detail === 'string') return detail;
  if (isUnreachable(error)) return UNREACHABLE_FAILURE;
  const named = await labelledFieldMessages(error, detailsLabelOf(values));
  if (named && variant.path !== 'referral') return fieldsFailureMessage(named);
  return DEFAULT_FAILURE;
}

/** What the person reads when a submit failed: a 422 names what stops it (e.g. a cart line whose option does not suit the pet's weight). */
async function submitFailureMessage(error: unknown): Promise<string> {
  if (isUnreachable(error)) return UNREACHABLE_FAILURE;
  const detail = await errorDetail(error);
  if (typeof detail === 'string' && detail) return `Error: ${detail}`;
  const fields = detail && typeof detail === 'object' ? Object.values(detail).filter(Boolean) : [];
  return fields.length > 0 ? `Error: ${fields.join(' ')}` : DEFAULT_FAILURE;
}

/**
 * The wizard's writes: the details step's save (create or update, then its special instructions) and
 * the submit, one at a time, with the alert each leaves and the booking the submit finished.
 */
export function useWizardSave({ key, draft, variant, practice, title, withCollection, locked, onSaved, confirmationRef }: WizardSaveInput) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The writes, each with its cache effects (a written booking's details and the booking lists kept from
  // before are dropped; the wizard's own copy stays): run one at a time below (exclusive).
  const create = useMutation(createBookingMutation(api, queryClient));
  const change = useMutation(updateBookingMutation(api, queryClient));
  const writeInstructions = useMutation(saveSpecialInstructionsMutation(api));
  const complete = useMutation(completeBookingMutation(api, queryClient));
  const submitVetSupply = useMutation(submitVetSupplyOrderMutation(api, queryClient));
  const update = useDrafts((state) => state.update);
  const clearDraft = useDrafts((state) => state.clear);
  const clearChooser = useDrafts((state) => state.clearChooser);
  const [alert, setAlert] = useState<WizardAlert | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  /** Runs one write at a time; the alert of the last one goes when the next starts. */
  const exclusive = async <T>(write: () => Promise<T>): Promise<T | undefined> => {
    if (busyRef.current) return undefined;
    busyRef.current = true;
    setBusy(true);
    setAlert(null);
    try {
      return await write();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const failureReport = (error: unknown) => {
    const status = error instanceof HTTPError ? error.response.status : undefined;
    // 409 (the booking moved on) and 422 are answers for the person, not faults; 5xx the API reports itself.
    if (status !== 409 && status !== 422 && !(status && status >= 500)) {
      report(error, { bookingId: draft?.bookingId ?? undefined, orderNumber: draft?.orderId ?? undefined });
    }
  };

  /** Saves the details; resolves with what made it fail (undefined once saved), for the form's fields. */
  const saveDetails = (values: DetailsValues): Promise<unknown> =>
    exclusive(async () => {
      if (!draft) return undefined;
      try {
        if (!draft.serviceTypeId) throw new Error(`The practice has no service type for ${title}`);
        const payload = toBookingPayload({
          details: values,
          serviceTypeId: draft.serviceTypeId,
          staffName: draft.staffName,
          isPackage: variant.path === 'package',
          withCollection,
          providesClientDetails: practice.vet.providesClientDetails,
          defaultCollectionLocation: practice.vet.defaultCollectionLocation,
          create: !draft.bookingId,
        });
        const saved = draft.bookingId
          ? await change.mutateAsync({ bookingId: draft.bookingId, payload, basedOn: draft.serverModified })
          : await create.mutateAsync({ payload, idempotencyKey: draft.idempotencyKey });
        // The booking is written: the draft knows it at once, so a try after a failure below updates this
        // booking (from the version just saved) instead of creating it again or seeing its own save as a conflict.
        update(key, { serverModified: saved.dateModified, bookingId: saved.id, orderId: saved.orderId, stage: saved.stage });
        let instructions = values.instructions;
        if (!locked) {
          const rows = await writeInstructions.mutateAsync({ bookingId: saved.id, rows: values.instructions });
          instructions = rows.map((row) => ({ id: row.id, description: row.description }));
        }
        update(key, { detailsDone: true, details: { ...values, instructions }, savedDetails: { ...values, instructions } });
        // A weight changed after the cart was filled: told here, on the way to the cart, not first at the submit.
        setAlert(
          saved.weightConflicts.length > 0
            ? { status: 'danger', message: weightConflictMessage(saved.weightConflicts) }
            : { status: 'success', message: UPDATED_MESSAGE },
        );
        onSaved();
        return undefined;
      } catch (error) {
        failureReport(error);
        setAlert({ status: 'danger', message: await saveFailureMessage(error, variant, values) });
        // The form puts the fields a 422 named under them (applyServerFieldErrors).
        return error;
      }
    });

  /**
   * Submits the booking (a new one with the confirmation's screenshot) and drops its draft; with
   * `skipFamilyConfirmation`, the nurse's reason for not asking the family to confirm (issue 36).
   */
  const submitBooking = async (skipFamilyConfirmation?: string) => {
    const bookingId = draft?.bookingId;
    if (!bookingId) return;
    await exclusive(async () => {
      try {
        if (draft.stage === 'Unsubmitted') {
          const element = confirmationRef.current;
          if (!element) throw new Error('The confirmation is not on the page');
          const screenshot = await captureScreenshot(element);
          if (variant.path === 'vet-supply-order') {
            await submitVetSupply.mutateAsync({ bookingId, screenshotImage: screenshot });
            localStorage.removeItem(VET_SUPPLY_STORAGE_KEY);
          } else await complete.mutateAsync({ bookingId, screenshotImage: screenshot, ...(skipFamilyConfirmation === undefined ? {} : { skipFamilyConfirmation }) });
          setSubmitted({ kind: 'Submitted', bookingId, orderId: draft.orderId });
        } else {
          setSubmitted({ kind: 'Updated', bookingId, orderId: draft.orderId });
        }
        clearDraft(key);
        clearChooser();
      } catch (error) {
        failureReport(error);
        setAlert({ status: 'danger', message: await submitFailureMessage(error) });
      }
    });
  };

  return { busy, alert, setAlert, submitted, saveDetails, submitBooking };
}
