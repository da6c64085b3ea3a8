import { useCallback, useEffect, useRef, useState } from 'react';
import { asksFamily } from '@portal/contracts/domain/family-confirmation';
import { isUnreachable, useApi } from '@portal/shared/api';
import { wizardBookingQuery } from '@portal/shared/api/booking-write';
import { bookingQuery } from '@portal/shared/api/bookings';
import type { WizardBooking } from '@portal/contracts/wire/booking-write';
import { VET_SUPPLY_STORAGE_KEY } from '@portal/contracts/wire/catalog';
import { isStrayWildlife } from '@portal/contracts/wire/service-types';
import { draftKey, sameDetails, useDrafts } from '@portal/shared/booking-draft';
import type { StepNavigation } from '@portal/contracts/federation/catalog';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { ownerSkipDefault } from '@portal/contracts/domain/owner-skip';
import { customUnitToKg, parseWeight } from '@portal/contracts/domain/weight';
import {
  cancelOutcome,
  COMMUNAL_KINDS,
  defaultServiceTypeName,
  hasCollectionDetails,
  isWildlife,
  nextLabel,
  ownerSkipKind,
  pageTitle,
  stepFromHash,
  stepsFor,
  stepTitle,
  type CommunalKind,
  type StepId,
  type WizardPath,
  type WizardVariant,
} from '@portal/contracts/domain/wizard';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { useQuery } from '@portal/shared/query';
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';
import { Alert, Heading, PortalAlert, Spinner, Stack } from '@portal/shared/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { ConfirmationStep } from './ConfirmationStep';
import { emptyDetails } from './detailsForm';
import { DetailsStep } from './DetailsStep';
import { FamilyConfirmationChoice, NO_SKIP, SKIP_REASON_REQUIRED, type SkipChoice } from './FamilyConfirmationChoice';
import { FederatedCartSummary, FederatedStep } from './FederatedStep';
import { useStillLoading } from '../../lib/useStillLoading';
import { usePractice } from '../../lib/usePractice';
import { usePresence } from './usePresence';
import { useWizardDraft, type WizardInput } from './useWizardDraft';
import { useWizardSave } from './useWizardSave';
import { WizardBreadcrumb } from './WizardBreadcrumb';
import { WizardFooter } from './WizardFooter';
import { WizardHeader } from './WizardHeader';
import { WizardSubmitted } from './WizardSubmitted';
import { NOT_EDITABLE_MESSAGE, STALE_DRAFT_MESSAGE, UNREACHABLE_FAILURE } from './wizardMessages';

export const REREQUEST_TITLE = 'The family will be asked to confirm again';
export const REREQUEST_TEXT =
  'The family was asked to confirm this booking. If you change its products or engraving, they are texted a new link to check it again, and the link they have stops working.';

/** The communal kind of an edited booking: from its service type and products (see domain/wizard). */
function communalKindOf(booking: WizardBooking): CommunalKind {
  if (isStrayWildlife(booking.serviceTypeName)) return 'wildlife';
  return booking.hasProducts ? 'keepsake' : 'pet';
}

/** Every booking wizard, new and edit (spec 000 s2 'Wizard shell'): steps by URL hash, header, breadcrumb, bottom bar. */
export function WizardPage({ path, mode }: { path: WizardPath; mode: 'new' | 'edit' }) {
  const api = useApi();
  const { id } = useParams();
  const [search] = useSearchParams();
  // Try again loads the practice and the edited booking again (the draft waits in browser storage).
  const practice = usePractice();
  const editing = mode === 'edit' && id ? id : null;
  const edited = useQuery({ ...wizardBookingQuery(api, editing ?? ''), enabled: editing !== null });
  const tryAgain = () => {
    practice.refetch();
    if (edited.isError) void edited.refetch();
  };

  if (practice.status === 'error' || edited.isError) {
    const error = practice.status === 'error' ? practice.error : edited.error;
    return <LoadFailed message={isUnreachable(error) ? UNREACHABLE_FAILURE : DEFAULT_FAILURE} onRetry={tryAgain} />;
  }
  if (practice.status === 'pending' || (editing !== null && edited.isPending)) return <Spinner role="status" aria-label="Loading the booking" />;

  const booking = editing !== null ? (edited.data ?? null) : null;
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
  return <Wizard key={draftKey(mode, variant, id)} variant={variant} mode={mode} practice={practice.data} booking={booking} />;
}

/** One wizard's steps: the draft hook keeps what is typed, the save hook writes it; this page lays them out. */
function Wizard({ variant, mode, practice, booking }: WizardInput) {
  const navigate = useNavigate();
  const location = useLocation();
  const { key, draft, update, chooserRedirect } = useWizardDraft({ variant, mode, practice, booking });
  const clearDraft = useDrafts((state) => state.clear);
  // The federated step's own Next / Previous (e.g. the bundle step's package rule), when it has one.
  const navigationRef = useRef<StepNavigation | null>(null);
  const registerNavigation = useCallback((navigation: StepNavigation | null) => {
    navigationRef.current = navigation;
  }, []);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const [skipChoice, setSkipChoice] = useState<SkipChoice>(NO_SKIP);
  // An edited booking whose family was asked to confirm (issue 36): a change to what they were shown asks them again.
  const api = useApi();
  const asked = useQuery({ ...bookingQuery(api, booking?.id ?? ''), enabled: mode === 'edit' && booking !== null }).data?.familyConfirmation;
  const others = usePresence(mode === 'edit' ? booking?.id : undefined);

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

  // Focus follows the wizard (issue 31 item 6: after each step it fell to the page's body, and a
  // keyboard or screen reader user started again from the top): the new step's title takes it, and
  // is read. Not on the first step shown, where the person has not moved yet.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  // The search is kept: /communal carries its kind there (?kind=wildlife|keepsake).
  const goTo = useCallback((target: StepId) => void navigate({ search: location.search, hash: target }), [navigate, location.search]);
  const onDetailsChange = useCallback((details: DetailsValues) => update(key, { details }), [update, key]);
  const advance = () => {
    const next = steps[index + 1];
    if (next) goTo(next);
  };
  const save = useWizardSave({ key, draft, variant, practice, title, withCollection, locked, onSaved: advance, confirmationRef });
  // The submit keeps a screenshot of the confirmation as the booking's record: not before its cart has drawn.
  const drawing = useStillLoading(confirmationRef, step === 'confirmation' && Boolean(draft?.details));

  if (chooserRedirect) return <Navigate to={chooserRedirect} replace />;
  if (save.submitted) return <WizardSubmitted submitted={save.submitted} variant={variant} serviceTypeName={serviceTypeName} />;
  if (!draft?.details) return <Spinner role="status" aria-label="Loading the booking" />;
  const details = draft.details;

  const onPrevious = () => {
    if (navigationRef.current?.onPrevious?.()) return;
    // Back to the chooser from a new booking's first step: the chooser's Next continues this one without
    // asking whether to (it asks only if the option chosen there books another service type).
    if (index <= 0) void (mode === 'edit' && booking ? navigate(`/booking/${booking.id}`) : navigate('/new-booking', { state: { fromDraft: key } }));
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
  // The family is asked to confirm what will be done at the submit of a pet's booking with the owner's mobile (issue 36).
  const asksThisFamily =
    stage === 'Unsubmitted' && variant.path !== 'vet-supply-order' && asksFamily(serviceTypeName) && !details.skipOwner && details.owner.phoneNumber.trim() !== '';
  const onNext = async () => {
    if (step === 'confirmation') {
      if (drawing) return;
      if (asksThisFamily && skipChoice.skip) {
        const reason = skipChoice.reason.trim();
        if (!reason) {
          setSkipChoice({ ...skipChoice, error: SKIP_REASON_REQUIRED });
          return;
        }
        return save.submitBooking(reason);
      }
      return save.submitBooking();
    }
    const navigation = navigationRef.current;
    if (navigation?.onNext && (await navigation.onNext())) return;
    advance();
  };
  const pet = details.pet;
  const weightKg =
    pet.breed?.customUnit && pet.breed.customUnitToKgRatio
      ? customUnitToKg(parseWeight(pet.customUnitValue) ?? 0, pet.breed.customUnitToKgRatio)
      : parseWeight(pet.weight);
  const petName = `${pet.firstName} ${pet.lastName}`.trim();
  const bookingName = petName || (draft.orderId ? `Order ${draft.orderId}` : '');
  const { alert, setAlert } = save;

  return (
    <Stack gap="6">
      <WizardHeader title={title} facts={[practice.vet.name, bookingName, draft.orderId ? `Order ${draft.orderId}` : null]} others={others} />
      <WizardBreadcrumb steps={steps} index={index} variant={variant} goTo={goTo} />
      <Heading as="h2" size="xl" ref={stepHeading} tabIndex={-1} outline="none">
        Step {index + 1} of {steps.length} - {stepTitle(step, variant)}
      </Heading>
      {draft.replacedStale ? (
        <PortalAlert status="danger" message={STALE_DRAFT_MESSAGE} timeout={0} onClose={() => update(key, { replacedStale: false })} />
      ) : null}
      {alert ? <PortalAlert status={alert.status} message={alert.message} timeout={alert.status === 'success' ? undefined : 0} onClose={() => setAlert(null)} /> : null}

      {asked?.rerequestOnChange && step !== 'owner-pet-details' ? (
        <Alert.Root status="warning" data-testid="rerequest-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{REREQUEST_TITLE}</Alert.Title>
            <Alert.Description>{REREQUEST_TEXT}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
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
          onSave={save.saveDetails}
          saving={save.busy}
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

      {step === 'confirmation' && asksThisFamily ? (
        <FamilyConfirmationChoice ownerFirstName={details.owner.firstName} choice={skipChoice} onChange={setSkipChoice} disabled={save.busy} />
      ) : null}

      <WizardFooter
        cancelling={cancelling}
        onLeave={leave}
        onPrevious={onPrevious}
        onNext={() => void onNext()}
        detailsStep={step === 'owner-pet-details'}
        confirmation={step === 'confirmation'}
        nextLabel={nextLabel(step, stage, false)}
        busy={save.busy}
        waiting={drawing}
      />
    </Stack>
  );
}
