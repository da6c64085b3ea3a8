import { useCallback, useEffect, useRef, useState } from 'react';
import { errorDetail, HTTPError, isUnreachable, UNREACHABLE_MESSAGE, useApi } from '@portal/shared/api';
import {
  completeBooking,
  createBooking,
  fetchWizardBooking,
  saveSpecialInstructions,
  toBookingPayload,
  updateBooking,
  type WizardBooking,
} from '@portal/shared/api/booking-write';
import { submitVetSupplyOrder, VET_SUPPLY_STORAGE_KEY } from '@portal/shared/api/catalog';
import { findServiceType } from '@portal/shared/api/service-types';
import type { StepNavigation } from '@portal/shared/contracts/catalog';
import { draftKey, newIdempotencyKey, sameDetails, useDrafts, type BookingDraft } from '@portal/shared/booking-draft';
import { DEFAULT_FAILURE } from '@portal/shared/domain/identity-errors';
import { ownerSkipDefault } from '@portal/shared/domain/owner-skip';
import { parseWeight } from '@portal/shared/domain/weight';
import {
  bookingOptionsFor,
  cancelOutcome,
  COMMUNAL_KINDS,
  defaultServiceTypeName,
  hasCollectionDetails,
  isWildlife,
  KEEP_EDITING,
  nextLabel,
  ownerSkipKind,
  pageTitle,
  stepFromHash,
  stepsFor,
  stepTitle,
  viewBookingTarget,
  type CommunalKind,
  type StepId,
  type WizardPath,
  type WizardVariant,
} from '@portal/shared/domain/wizard';
import { report } from '@portal/shared/reporting';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { captureScreenshot } from '@portal/shared/screenshot';
import type { DetailsValues } from '@portal/shared/schemas/booking';
import { Box, Button, Heading, HStack, Modal, PortalAlert, Spinner, Stack, Text, VisuallyHidden } from '@portal/shared/ui';
import { ConfirmationStep } from './ConfirmationStep';
import { emptyDetails } from './detailsForm';
import { DETAILS_FORM_ID, DetailsStep } from './DetailsStep';
import { FederatedCartSummary, FederatedStep } from './FederatedStep';
import { usePractice, type PracticeFacts } from './usePractice';
import { useLoad } from './useLoad';
import { usePresence } from './usePresence';

export const UPDATED_MESSAGE = 'Information updated successfully.';
export const STALE_DRAFT_MESSAGE =
  'This booking was changed since your unsaved changes here, so the latest saved version is shown.';
/** The details were saved, but the new weight does not suit what is already in the cart (portal-api names the lines). */
export const weightConflictMessage = (conflicts: readonly string[]) =>
  `Information updated, but the pet's weight does not suit an item in the cart. ${conflicts.join(' ')} Please change or remove the item before you submit the booking.`;
/** A save or submit that got no answer: the draft keeps everything, so the person only has to try again. */
export const UNREACHABLE_FAILURE = `${UNREACHABLE_MESSAGE} What you typed is kept.`;
export const SAVING_LABEL = 'Saving…';
export const SUBMITTING_LABEL = 'Submitting…';
export const NOT_EDITABLE_MESSAGE =
  'This booking can no longer be changed because the cremation has been approved. Please contact our Client Care team.';

/** The communal kind of an edited booking: from its service type and products (see domain/wizard). */
function communalKindOf(booking: WizardBooking): CommunalKind {
  if (booking.serviceTypeName.toLowerCase().includes('stray')) return 'wildlife';
  return booking.hasProducts ? 'keepsake' : 'pet';
}

interface Submitted {
  kind: 'Submitted' | 'Updated';
  bookingId: string;
}

/** Every booking wizard, new and edit (spec 000 s2 'Wizard shell'): steps by URL hash, header, breadcrumb, bottom bar. */
export function WizardPage({ path, mode }: { path: WizardPath; mode: 'new' | 'edit' }) {
  const api = useApi();
  const { id } = useParams();
  const [search] = useSearchParams();
  // Try again loads the practice and the edited booking again (the draft waits in browser storage).
  const [attempt, setAttempt] = useState(0);
  const practice = usePractice(attempt);
  const edited = useLoad(() => (mode === 'edit' && id ? fetchWizardBooking(api, id) : Promise.resolve(null)), [api, mode, id, attempt]);

  if (practice.status === 'failed' || edited.status === 'failed') {
    const error = practice.status === 'failed' ? practice.error : edited.status === 'failed' ? edited.error : undefined;
    return (
      <Stack gap="4" align="flex-start">
        <PortalAlert status="danger" message={isUnreachable(error) ? UNREACHABLE_FAILURE : DEFAULT_FAILURE} timeout={0} onClose={() => undefined} />
        <Button colorPalette="teal" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (practice.status === 'loading' || edited.status === 'loading') return <Spinner aria-label="Loading the booking" />;

  const booking = edited.value;
  const kindParam = search.get('kind');
  const communalKind =
    path !== 'communal'
      ? undefined
      : COMMUNAL_KINDS.includes(kindParam as CommunalKind)
        ? (kindParam as CommunalKind)
        : booking
          ? communalKindOf(booking)
          : 'pet';
  const variant: WizardVariant = { path, communalKind };
  if (booking?.okToCremate) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {pageTitle(variant, 'edit', booking.serviceTypeName)}
        </Heading>
        <PortalAlert status="danger" message={NOT_EDITABLE_MESSAGE} timeout={0} onClose={() => undefined} />
      </Stack>
    );
  }
  return <Wizard key={draftKey(mode, variant, id)} variant={variant} mode={mode} practice={practice.value} booking={booking} />;
}

interface WizardProps {
  variant: WizardVariant;
  mode: 'new' | 'edit';
  practice: PracticeFacts;
  booking: WizardBooking | null;
}

function Wizard({ variant, mode, practice, booking }: WizardProps) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const key = draftKey(mode, variant, booking?.id);
  const chooser = useDrafts((state) => state.chooser);
  const ensure = useDrafts((state) => state.ensure);
  const resume = useDrafts((state) => state.resume);
  const update = useDrafts((state) => state.update);
  const clearDraft = useDrafts((state) => state.clear);
  const clearChooser = useDrafts((state) => state.clearChooser);
  const draft = useDrafts((state) => state.drafts[key]);
  const [alert, setAlert] = useState<{ status: 'success' | 'danger'; message: string } | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const busyRef = useRef(false);
  // The federated step's own Next / Previous (e.g. the bundle step's package rule), when it has one.
  const navigationRef = useRef<StepNavigation | null>(null);
  const registerNavigation = useCallback((navigation: StepNavigation | null) => {
    navigationRef.current = navigation;
  }, []);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const others = usePresence(mode === 'edit' ? booking?.id : undefined);

  // The draft: resumed from browser storage, or started from the booking (edit) or the chooser (new).
  // An edit draft is kept only while the server copy has not changed since (booking-draft `resume`).
  useEffect(() => {
    if (booking) {
      resume(key, booking.dateModified, (): BookingDraft => ({
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
      }));
      return;
    }
    ensure(key, (): BookingDraft => {
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
    });
    // Initialising twice with the same key is a no-op.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const serviceTypeName = draft?.serviceTypeName ?? booking?.serviceTypeName ?? defaultServiceTypeName(variant);
  const steps = stepsFor(variant, serviceTypeName);
  const step = stepFromHash(location.hash, steps);
  const index = steps.indexOf(step);
  const title = pageTitle(variant, mode, serviceTypeName);
  const stage = draft?.stage ?? 'Unsubmitted';
  const locked = mode === 'edit' && stage !== 'Unsubmitted';
  const withCollection = hasCollectionDetails(variant);
  const skipRule = ownerSkipDefault({
    relationshipType: practice.vet.relationshipType,
    providesClientDetails: practice.vet.providesClientDetails,
    kind: ownerSkipKind(variant),
  });

  // A later step needs the booking the first step creates (owner/pet details; a vet supply order's first item).
  useEffect(() => {
    if (draft && index > 0 && !draft.bookingId) void navigate({ search: location.search, hash: steps[0] }, { replace: true });
  }, [draft, index, navigate, steps, location.search]);

  // A step's own Next / Previous ends with the step (cleanups run before the next step registers its own).
  useEffect(
    () => () => {
      navigationRef.current = null;
    },
    [step],
  );

  // The search is kept: /communal carries its kind there (?kind=wildlife|keepsake).
  const goTo = useCallback((target: StepId) => void navigate({ search: location.search, hash: target }), [navigate, location.search]);
  const onDetailsChange = useCallback((details: DetailsValues) => update(key, { details }), [update, key]);

  // Every new booking names the vet staff member who made it (the chooser asks). A wizard opened by its
  // address without one sends the person to the chooser, with this booking option chosen; the name they
  // give there joins the draft when they come back.
  const needsStaffName = mode === 'new' && !!draft && !draft.bookingId && !draft.staffName.trim();
  useEffect(() => {
    if (needsStaffName && chooser.staffName.trim()) update(key, { staffName: chooser.staffName.trim() });
  }, [needsStaffName, chooser.staffName, update, key]);
  if (needsStaffName && !chooser.staffName.trim()) {
    const option = bookingOptionsFor(practice.vet.relationshipType, practice.serviceTypes.map((type) => type.name)).find(
      (candidate) => candidate.variant.path === variant.path && candidate.variant.communalKind === variant.communalKind,
    );
    const query = option ? `?${new URLSearchParams({ bookingoption: option.label }).toString()}` : '';
    return <Navigate to={`/new-booking${query}`} replace />;
  }

  if (submitted) {
    return (
      <Stack gap="6" maxW="3xl">
        <Heading as="h1" size="2xl">
          {submitted.kind === 'Submitted' ? 'Booking Submitted' : 'Booking Updated'}
        </Heading>
        <Text>
          {submitted.kind === 'Submitted'
            ? "Thank you. Your booking has been submitted and can be found in your booking history. A confirmation has been sent to your practice's primary email address."
            : 'Your booking was updated successfully.'}
        </Text>
        <HStack>
          <Button colorPalette="teal" onClick={() => void navigate(viewBookingTarget(variant, submitted.bookingId))}>
            View Booking
          </Button>
        </HStack>
      </Stack>
    );
  }

  if (!draft?.details) return <Spinner aria-label="Loading the booking" />;
  const details = draft.details;

  const failureReport = (error: unknown) => {
    const status = error instanceof HTTPError ? error.response.status : undefined;
    // 409 (the booking moved on) and 422 are answers for the person, not faults; 5xx the API reports itself.
    if (status !== 409 && status !== 422 && !(status && status >= 500)) report(error, { bookingId: draft.bookingId ?? undefined, orderNumber: draft.orderId ?? undefined });
  };

  const saveDetails = async (values: DetailsValues): Promise<unknown> => {
    if (busyRef.current) return undefined;
    busyRef.current = true;
    setBusy(true);
    setAlert(null);
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
        ? await updateBooking(api, draft.bookingId, payload, draft.serverModified)
        : await createBooking(api, payload, draft.idempotencyKey);
      // The booking is written: the draft knows it at once, so a try after a failure below updates this
      // booking (from the version just saved) instead of creating it again or seeing its own save as a conflict.
      update(key, { serverModified: saved.dateModified, bookingId: saved.id, orderId: saved.orderId, stage: saved.stage });
      let instructions = values.instructions;
      if (!locked) {
        const rows = await saveSpecialInstructions(api, saved.id, values.instructions);
        instructions = rows.map((row) => ({ id: row.id, description: row.description }));
      }
      update(key, {
        detailsDone: true,
        details: { ...values, instructions },
        savedDetails: { ...values, instructions },
      });
      // A weight changed after the cart was filled: told here, on the way to the cart, not first at the submit.
      setAlert(
        saved.weightConflicts.length > 0
          ? { status: 'danger', message: weightConflictMessage(saved.weightConflicts) }
          : { status: 'success', message: UPDATED_MESSAGE },
      );
      const next = steps[index + 1];
      if (next) goTo(next);
      return undefined;
    } catch (error) {
      failureReport(error);
      const detail = await errorDetail(error);
      const fields = detail && typeof detail === 'object' ? detail : undefined;
      const conflict = error instanceof HTTPError && error.response.status === 409 && typeof detail === 'string';
      const message = conflict
        ? detail
        : isUnreachable(error)
          ? UNREACHABLE_FAILURE
          : fields && variant.path !== 'referral'
          ? `An error occurred. Please verify the fields are correct: ${Object.entries(fields)
              .map(([field, text]) => `${field}: ${text}`)
              .join('; ')}`
          : DEFAULT_FAILURE;
      setAlert({ status: 'danger', message });
      // The form puts the fields a 422 named under them (applyServerFieldErrors).
      return error;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const submitBooking = async () => {
    if (busyRef.current || !draft.bookingId) return;
    busyRef.current = true;
    setBusy(true);
    setAlert(null);
    try {
      if (stage === 'Unsubmitted') {
        const element = confirmationRef.current;
        if (!element) throw new Error('The confirmation is not on the page');
        const screenshot = await captureScreenshot(element);
        if (variant.path === 'vet-supply-order') {
          await submitVetSupplyOrder(api, draft.bookingId, screenshot);
          localStorage.removeItem(VET_SUPPLY_STORAGE_KEY);
        } else await completeBooking(api, draft.bookingId, screenshot);
        setSubmitted({ kind: 'Submitted', bookingId: draft.bookingId });
      } else {
        setSubmitted({ kind: 'Updated', bookingId: draft.bookingId });
      }
      clearDraft(key);
      clearChooser();
    } catch (error) {
      failureReport(error);
      const detail = await errorDetail(error);
      // A 422 names what stops the submit (e.g. a cart line whose option does not suit the pet's weight).
      const fields = detail && typeof detail === 'object' ? Object.values(detail).filter(Boolean) : [];
      const message = isUnreachable(error)
        ? UNREACHABLE_FAILURE
        : typeof detail === 'string' && detail
          ? `Error: ${detail}`
          : fields.length > 0
            ? `Error: ${fields.join(' ')}`
            : DEFAULT_FAILURE;
      setAlert({ status: 'danger', message });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const onPrevious = () => {
    if (navigationRef.current?.onPrevious?.()) return;
    if (index <= 0) void navigate(mode === 'edit' && booking ? `/booking/${booking.id}` : '/new-booking');
    else goTo(steps[index - 1] ?? steps[0] ?? 'owner-pet-details');
  };
  const leave = () => {
    clearDraft(key);
    if (variant.path === 'vet-supply-order') localStorage.removeItem(VET_SUPPLY_STORAGE_KEY);
    void navigate('/dashboard');
  };
  // Before the first save the baseline is the empty form this draft started from.
  const baseline = draft.savedDetails ?? (draft.bookingId ? null : emptyDetails(skipRule.skip, ''));
  const cancelling = cancelOutcome({
    supplyOrder: variant.path === 'vet-supply-order',
    orderId: draft.orderId,
    saved: Boolean(draft.bookingId),
    stage,
    unsavedChanges: !sameDetails(details, baseline),
  });
  const onCancel = () => (cancelling ? setConfirmCancel(true) : leave());
  const advance = () => {
    const next = steps[index + 1];
    if (next) goTo(next);
  };
  const onNext = async () => {
    if (step === 'confirmation') return submitBooking();
    const navigation = navigationRef.current;
    if (navigation?.onNext && (await navigation.onNext())) return;
    advance();
  };
  const pet = details.pet;
  const weightKg =
    pet.breed?.customUnit && pet.breed.customUnitToKgRatio
      ? (parseWeight(pet.customUnitValue) ?? 0) * pet.breed.customUnitToKgRatio
      : parseWeight(pet.weight);
  const petName = `${pet.firstName} ${pet.lastName}`.trim();
  const bookingName = petName || (draft.orderId ? `Order ${draft.orderId}` : '');

  const label = nextLabel(step, stage, false);
  const busyLabel = step === 'confirmation' ? SUBMITTING_LABEL : SAVING_LABEL;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" data-testid="wizard-header">
          {[practice.vet.name, bookingName, draft.orderId ? `Order ${draft.orderId}` : null].filter(Boolean).join(' · ')}
        </Text>
        {others.length > 0 ? (
          <Text role="status" bg="blue.50" borderWidth="1px" borderColor="blue.300" rounded="md" px="3" py="2">
            Also on this booking right now: {[...new Set(others.map((member) => member.name))].join(', ')}
          </Text>
        ) : null}
      </Stack>
      <Box as="nav" aria-label="Booking steps">
        <HStack as="ol" gap="2" listStyleType="none" flexWrap="wrap">
          {steps.map((candidate, at) => {
            const state = at < index ? 'done' : at === index ? 'active' : 'disabled';
            return (
              <HStack as="li" key={candidate} gap="2" data-state={state}>
                {at > 0 ? <Text aria-hidden color="fg.muted">›</Text> : null}
                {state === 'done' ? (
                  <Button variant="plain" size="sm" px="0" color="teal.fg" textDecoration="underline" onClick={() => goTo(candidate)}>
                    {stepTitle(candidate, variant)}
                  </Button>
                ) : (
                  <Text
                    fontSize="sm"
                    fontWeight={state === 'active' ? 'bold' : 'normal'}
                    color={state === 'active' ? 'fg' : 'fg.muted'}
                    aria-current={state === 'active' ? 'step' : undefined}
                    aria-disabled={state === 'disabled' ? true : undefined}
                  >
                    {stepTitle(candidate, variant)}
                  </Text>
                )}
              </HStack>
            );
          })}
        </HStack>
      </Box>
      <Heading as="h2" size="xl">
        Step {index + 1} of {steps.length} - {stepTitle(step, variant)}
      </Heading>
      {draft.replacedStale ? (
        <PortalAlert status="danger" message={STALE_DRAFT_MESSAGE} timeout={0} onClose={() => update(key, { replacedStale: false })} />
      ) : null}
      {alert ? <PortalAlert status={alert.status} message={alert.message} timeout={alert.status === 'success' ? undefined : 0} onClose={() => setAlert(null)} /> : null}

      {step === 'owner-pet-details' ? (
        <DetailsStep
          // A stale edit draft replaced by the server copy (or a save) starts the form again from it.
          key={draft.serverModified ?? 'unsaved'}
          initial={details}
          context={{ collection: withCollection, ownerOptional: isWildlife(variant), locked }}
          skipLocked={skipRule.locked}
          hadWeight={draft.hadWeight}
          officeAddress={practice.vet.officeAddress}
          onChange={onDetailsChange}
          onSave={saveDetails}
          saving={busy}
        />
      ) : step === 'confirmation' ? (
        <ConfirmationStep
          ref={confirmationRef}
          title={title}
          serviceTypeName={serviceTypeName}
          staffName={draft.staffName}
          orderId={draft.orderId}
          details={details}
          withCollection={withCollection}
          vetAddress={[practice.vet.officeAddress.street, practice.vet.officeAddress.city, practice.vet.officeAddress.state, practice.vet.officeAddress.postalcode].join(', ')}
          supplyOrder={variant.path === 'vet-supply-order'}
          cart={draft.bookingId ? <FederatedCartSummary bookingId={draft.bookingId} editable={false} /> : null}
        />
      ) : (
        <FederatedStep
          key={step}
          step={step}
          bookingId={draft.bookingId}
          serviceTypeId={draft.serviceTypeId}
          serviceTypeName={serviceTypeName}
          wizardPath={variant.path}
          mode={mode}
          title={title}
          staffName={draft.staffName}
          pet={{ name: pet.firstName.trim(), weightKg }}
          idempotencyKey={draft.idempotencyKey}
          onBookingChange={(bookingId, orderId) => update(key, { bookingId, orderId })}
          onDone={advance}
          goTo={goTo}
          registerNavigation={registerNavigation}
        />
      )}

      <HStack justify="space-between" borderTopWidth="1px" pt="4">
        <Button variant="ghost" onClick={onCancel} ref={cancelButton}>
          Cancel
        </Button>
        {cancelling ? (
          <Modal open={confirmCancel} onClose={() => setConfirmCancel(false)} title={cancelling.title} role="alertdialog" initialFocus={keepEditing} returnFocusTo={cancelButton}>
            <Stack gap="5">
              <Text>{cancelling.message}</Text>
              <HStack justify="flex-end" flexWrap="wrap">
                <Button variant="outline" colorPalette="red" onClick={leave}>
                  {cancelling.leaveLabel}
                </Button>
                <Button colorPalette="teal" onClick={() => setConfirmCancel(false)} ref={keepEditing}>
                  {KEEP_EDITING}
                </Button>
              </HStack>
            </Stack>
          </Modal>
        ) : null}
        {/* Said while a save or submit waits for the portal (the button shows it too). */}
        <VisuallyHidden role="status">{busy ? (step === 'confirmation' ? 'Submitting the booking…' : 'Saving the booking…') : ''}</VisuallyHidden>
        <HStack>
          <Button variant="outline" onClick={onPrevious} disabled={busy}>
            Previous
          </Button>
          {step === 'owner-pet-details' ? (
            <Button type="submit" form={DETAILS_FORM_ID} colorPalette="teal" loading={busy} loadingText={busyLabel}>
              {label}
            </Button>
          ) : (
            <Button colorPalette="teal" onClick={() => void onNext()} loading={busy} loadingText={busyLabel}>
              {label}
            </Button>
          )}
        </HStack>
      </HStack>
    </Stack>
  );
}
