import { useEffect } from 'react';
import type { WizardBooking } from '@portal/contracts/wire/booking-write';
import { findServiceType } from '@portal/contracts/wire/service-types';
import { draftKey, newIdempotencyKey, useDrafts, type BookingDraft, type ChooserDraft } from '@portal/shared/booking-draft';
import { ownerSkipDefault } from '@portal/contracts/domain/owner-skip';
import { bookingOptionsFor, defaultServiceTypeName, ownerSkipKind, type WizardVariant } from '@portal/contracts/domain/wizard';
import { emptyDetails } from './detailsForm';
import type { PracticeFacts } from '../../lib/usePractice';

export interface WizardInput {
  variant: WizardVariant;
  mode: 'new' | 'edit';
  practice: PracticeFacts;
  booking: WizardBooking | null;
}

/** An edited booking's draft, as the server has it. */
function draftOfBooking(variant: WizardVariant, booking: WizardBooking): BookingDraft {
  return {
    variant,
    bookingId: booking.id,
    orderId: booking.orderId,
    stage: booking.stage,
    serviceTypeId: booking.serviceTypeId,
    serviceTypeName: booking.serviceTypeName,
    staffName: booking.staffName,
    idempotencyKey: newIdempotencyKey(),
    details: booking.details,
    savedDetails: booking.details,
    detailsDone: true,
    hadWeight: booking.hadWeight,
    okToCremate: booking.okToCremate,
  };
}

/** A new booking's draft: the service type of the option chosen on the chooser, the practice's owner-skip default. */
function newDraft(variant: WizardVariant, practice: PracticeFacts, chooser: ChooserDraft): BookingDraft {
  const option = bookingOptionsFor(practice.vet.relationshipType, practice.serviceTypes.map((type) => type.name)).find(
    (candidate) => candidate.label === chooser.option && candidate.variant.path === variant.path,
  );
  const serviceType = findServiceType(practice.serviceTypes, option?.serviceTypeName ?? defaultServiceTypeName(variant));
  const skip = ownerSkipDefault({
    relationshipType: practice.vet.relationshipType,
    providesClientDetails: practice.vet.providesClientDetails,
    kind: ownerSkipKind(variant),
  });
  return {
    variant,
    bookingId: null,
    orderId: null,
    stage: 'Unsubmitted',
    serviceTypeId: serviceType?.id ?? null,
    serviceTypeName: serviceType?.name ?? defaultServiceTypeName(variant),
    staffName: chooser.staffName,
    idempotencyKey: newIdempotencyKey(),
    // No collection option is chosen for the person: they choose (spec 000 s5, the option is required).
    details: emptyDetails(skip.skip, ''),
    savedDetails: null,
    detailsDone: false,
    hadWeight: false,
    okToCremate: false,
  };
}

/**
 * The wizard's draft in browser storage: resumed, or started from the edited booking or the chooser's
 * answers. An edit draft is kept only while the server copy has not changed since (booking-draft
 * `resume`). Answers the draft (undefined until started) and where to send a new booking that has no
 * vet staff member's name yet (the chooser asks for it), if anywhere.
 */
export function useWizardDraft({ variant, mode, practice, booking }: WizardInput) {
  const key = draftKey(mode, variant, booking?.id);
  const chooser = useDrafts((state) => state.chooser);
  const ensure = useDrafts((state) => state.ensure);
  const resume = useDrafts((state) => state.resume);
  const update = useDrafts((state) => state.update);
  const draft = useDrafts((state) => state.drafts[key]);

  useEffect(() => {
    if (booking) resume(key, booking.dateModified, () => draftOfBooking(variant, booking));
    else ensure(key, () => newDraft(variant, practice, chooser));
    // Initialising twice with the same key is a no-op.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Every new booking names the vet staff member who made it (the chooser asks). A wizard opened by its
  // address without one sends the person to the chooser, with this booking option chosen; the name they
  // give there joins the draft when they come back.
  const needsStaffName = mode === 'new' && !!draft && !draft.bookingId && !draft.staffName.trim();
  useEffect(() => {
    if (needsStaffName && chooser.staffName.trim()) update(key, { staffName: chooser.staffName.trim() });
  }, [needsStaffName, chooser.staffName, update, key]);
  let chooserRedirect: string | null = null;
  if (needsStaffName && !chooser.staffName.trim()) {
    const option = bookingOptionsFor(practice.vet.relationshipType, practice.serviceTypes.map((type) => type.name)).find(
      (candidate) => candidate.variant.path === variant.path && candidate.variant.communalKind === variant.communalKind,
    );
    chooserRedirect = `/new-booking${option ? `?${new URLSearchParams({ bookingoption: option.label }).toString()}` : ''}`;
  }

  return { key, draft, update, chooserRedirect };
}
