// /scan: the pet tag scanned at a handover at the clinic (issue 35 item 1). The device's camera reads
// the tag's QR code; a USB scanner types it into the code field and presses Enter (a person may type the
// order number). A scan opens the booking with the one action its stage allows; another tag scanned
// while a booking is on screen, a code that is no tag of the practice, or an action the server refuses
// is said full screen with a tone (ScanWarning), and what the server refused is on the booking's
// timeline. Every scan is a custody event: it reaches the timeline and the family's tracking page.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import { errorDetail, errorMessage, HTTPError, useApi } from '@portal/shared/api';
import { lookupScan, recordScanMutation, scanRefusalOf } from '@portal/shared/api/custody';
import { custodyStageName } from '@portal/contracts/domain/custody';
import { NOT_A_TAG_MESSAGE, SCAN_REFUSAL_LABELS, UNKNOWN_TAG_MESSAGE, wrongBookingMessage, type ScanInput } from '@portal/contracts/domain/custody-scan';
import { tagReference } from '@portal/contracts/domain/pet-tag';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import type { ScanLookupDto } from '@portal/contracts/wire/custody';
import type { ScanAttempt, ScanBody } from '@portal/contracts/schemas/custody-scan';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { Alert, Badge, Box, Button, chakra, Flex, FormField, HStack, Input, PortalAlert, SectionCard, Stack, Text } from '@portal/shared/ui';
import { PageHeading } from '../../components/PageHeading';
import { savedDeviceName, saveDeviceName } from './scanDevice';
import { ScanForm, scanBodyOf, type ScanFormFields } from './ScanForm';
import { ScanWarning } from './ScanWarning';

// The camera and its QR reader (zxing-wasm) load when the nurse turns the camera on.
const CameraScanner = lazy(() => import('./CameraScanner'));

/** The same tag seen again by the camera within this time is one scan. */
const SAME_TAG_MS = 4_000;

export const SCAN_FIELD_LABEL = 'Pet tag code';

interface Opened {
  code: string;
  input: ScanInput;
  lookup: ScanLookupDto;
}

interface Warning {
  title: string;
  message: string;
  recorded: boolean;
}

/** Whether a scanned code names the booking on screen (its id in the tag's link, or its order number). */
function namesBooking(code: string, booking: ScanLookupDto['booking']): boolean {
  const reference = tagReference(code);
  if (!reference) return false;
  return 'bookingId' in reference ? reference.bookingId === booking.id.toLowerCase() : reference.orderNumber === booking.order_id_c.toUpperCase();
}

/** A lookup's refusal (404: no booking of the practice; 422: not a tag) as the warning says it. */
async function lookupWarning(error: unknown): Promise<Warning | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  const status = error.response.status;
  if (status !== 404 && status !== 422) return undefined;
  const detail = await errorDetail(error);
  const text = typeof detail === 'string' ? detail : detail && typeof detail.tag === 'string' ? detail.tag : undefined;
  return status === 404
    ? { title: SCAN_REFUSAL_LABELS.wrong_booking, message: text ?? UNKNOWN_TAG_MESSAGE, recorded: false }
    : { title: SCAN_REFUSAL_LABELS.not_a_tag, message: text ?? NOT_A_TAG_MESSAGE, recorded: false };
}

const petOf = (booking: ScanLookupDto['booking']) => booking.pet_first_name_c?.trim() || 'No pet name';

function BookingSummary({ lookup }: { lookup: ScanLookupDto }) {
  const { booking } = lookup;
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        Pet
      </Text>
      <Text as="dd" fontSize="lg" fontWeight="semibold">
        {petOf(booking)}
      </Text>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        Service
      </Text>
      <Text as="dd">{booking.service_type}</Text>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        Stage
      </Text>
      <Text as="dd">
        <Badge colorPalette="teal">{custodyStageName(booking.order_stage_c)}</Badge>
      </Text>
    </Box>
  );
}

export function ScanPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const record = useMutation(recordScanMutation(api, queryClient));
  const [code, setCode] = useState('');
  const [device, setDevice] = useState(savedDeviceName);
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const formValues = useRef<(() => ScanFormFields) | null>(null);
  const lastCameraCode = useRef<{ code: string; at: number } | null>(null);

  const withDevice = <T extends ScanBody | ScanAttempt>(body: T): T => ({ ...body, device: device.trim() || null });

  /** Says what was recorded, and makes the page ready for the next tag. */
  const recordedSay = (done: Opened, stage: string) => {
    const { booking: scannedBooking } = done.lookup;
    setRecorded(
      `Recorded: ${done.lookup.action_label ?? 'the scan'} for ${petOf(scannedBooking)} (${scannedBooking.order_id_c}). The booking is now at '${custodyStageName(stage)}'.`,
    );
    setOpened(null);
    setNotice(null);
    codeField.current?.focus();
  };

  const warn = (shown: Warning) => {
    setNotice(null);
    setWarning(shown);
  };

  /**
   * Another tag scanned while a booking is on screen: refused, and recorded with the form as it stands
   * (with only the tag and the action while the form is not filled in: the server records a refused tag
   * so too).
   */
  const refuseOtherTag = async (onScreen: Opened, scanned: string, input: ScanInput) => {
    const values = formValues.current?.();
    const action = onScreen.lookup.action;
    const complete = values ? scanBodyOf({ ...values, tag: scanned, input }) : undefined;
    const body = complete ?? (action ? { tag: scanned, action, input } : undefined);
    if (body) {
      try {
        const result = await record.mutateAsync({ bookingId: onScreen.lookup.booking.id, body: withDevice(body) });
        // The server took it as this booking's own tag after all (the same link from another of the portal's sites).
        recordedSay(onScreen, result.order_stage_c);
        return;
      } catch (error) {
        const refused = await scanRefusalOf(error);
        if (refused) {
          warn({ title: SCAN_REFUSAL_LABELS[refused.reason], message: refused.message, recorded: true });
          return;
        }
        // A complete scan that failed says why; an unfinished one the server did not refuse goes on below.
        if (complete || !(error instanceof HTTPError && error.response.status === 422)) {
          setFailure(await errorMessage(error, DEFAULT_FAILURE));
          return;
        }
      }
    }
    // Not recorded (the booking's stage allows no scan, or the tag turned out to be this booking's while the
    // form is not filled in): the same words, from the tag's booking.
    try {
      const other = await lookupScan(api, scanned);
      const tagged = { pet: other.booking.pet_first_name_c, orderNumber: other.booking.order_id_c };
      const shown = { pet: onScreen.lookup.booking.pet_first_name_c, orderNumber: onScreen.lookup.booking.order_id_c };
      warn({ title: SCAN_REFUSAL_LABELS.wrong_booking, message: wrongBookingMessage(shown, tagged), recorded: false });
    } catch (error) {
      warn((await lookupWarning(error)) ?? { title: SCAN_REFUSAL_LABELS.wrong_booking, message: UNKNOWN_TAG_MESSAGE, recorded: false });
    }
  };

  /** A code read by the camera or typed by a scanner. */
  const scanned = async (raw: string, input: ScanInput) => {
    const text = raw.trim();
    if (!text || warning || busy) return;
    setFailure(null);
    setRecorded(null);
    setBusy(true);
    try {
      if (opened) {
        if (namesBooking(text, opened.lookup.booking)) {
          setNotice(`That is ${petOf(opened.lookup.booking)}’s tag: the booking on screen.`);
          return;
        }
        await refuseOtherTag(opened, text, input);
        return;
      }
      setNotice(null);
      try {
        const lookup = await lookupScan(api, text);
        setOpened({ code: text, input, lookup });
      } catch (error) {
        const refused = await lookupWarning(error);
        if (refused) warn(refused);
        else setFailure(await errorMessage(error, DEFAULT_FAILURE));
      }
    } finally {
      setBusy(false);
    }
  };

  const onCameraCode = (read: string) => {
    const now = Date.now();
    const last = lastCameraCode.current;
    if (last && last.code === read && now - last.at < SAME_TAG_MS) return;
    lastCameraCode.current = { code: read, at: now };
    void scanned(read, 'camera');
  };

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    const typed = code;
    setCode('');
    void scanned(typed, 'keyboard');
  };

  const onRecord = async (body: ScanBody): Promise<unknown> => {
    if (!opened) return undefined;
    setFailure(null);
    try {
      const result = await record.mutateAsync({ bookingId: opened.lookup.booking.id, body: withDevice(body) });
      recordedSay(opened, result.order_stage_c);
      return undefined;
    } catch (error) {
      const refused = await scanRefusalOf(error);
      if (refused) {
        warn({ title: SCAN_REFUSAL_LABELS[refused.reason], message: refused.message, recorded: true });
        return undefined;
      }
      if (error instanceof HTTPError && error.response.status === 422) return error;
      setFailure(await errorMessage(error, DEFAULT_FAILURE));
      return undefined;
    }
  };

  const dismissWarning = () => {
    setWarning(null);
    // Past the tag just seen: the camera may see it again now.
    lastCameraCode.current = null;
  };

  // Once a warning is gone (it holds the focus while it is open), the code field takes the focus for the next scan.
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current && !warning) codeField.current?.focus();
    warned.current = Boolean(warning);
  }, [warning]);

  const booking = opened?.lookup.booking;
  return (
    <Stack gap="6">
      <PageHeading title="Scan a pet tag">
        <Text color="fg.muted">Scan the QR code on the pet’s tag at each handover: with the camera, or with a USB scanner into the code field.</Text>
      </PageHeading>
      <Flex gap="6" wrap="wrap" align="start">
        <Stack gap="4" flex="1 1 20rem" minWidth="0">
          <chakra.form onSubmit={onTyped} noValidate role="search" aria-label="Scan">
            <Stack gap="3">
              <FormField label={SCAN_FIELD_LABEL} helperText="A USB scanner types the code here and presses Enter. You can also type the order number.">
                <HStack gap="2" align="start">
                  <Input
                    ref={codeField}
                    name="tag"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    autoComplete="off"
                    autoFocus
                    enterKeyHint="go"
                    spellCheck={false}
                  />
                  <Button type="submit" colorPalette="teal" loading={busy}>
                    Open
                  </Button>
                </HStack>
              </FormField>
            </Stack>
          </chakra.form>
          <Stack gap="2" align="start">
            <Button variant="outline" colorPalette="teal" onClick={() => setCamera((on) => !on)} aria-pressed={camera}>
              {camera ? 'Turn the camera off' : 'Scan with the camera'}
            </Button>
            {camera ? (
              <Suspense fallback={<Text role="status">Starting the camera…</Text>}>
                <CameraScanner onCode={onCameraCode} paused={Boolean(warning) || busy} />
              </Suspense>
            ) : null}
          </Stack>
          <FormField label="This device’s name" helperText="Shown on the timeline beside each scan from this device. Kept on this device until you sign out.">
            <Input
              value={device}
              onChange={(event) => setDevice(event.target.value)}
              onBlur={() => saveDeviceName(device)}
              placeholder="For example: Front desk scanner"
              maxLength={100}
              autoComplete="off"
            />
          </FormField>
        </Stack>
        <Stack gap="4" flex="2 1 24rem" minWidth="0" aria-live="polite">
          {recorded ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{recorded}</Alert.Title>
                <Alert.Description>Scan the next tag when you are ready.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {notice ? <Text role="status">{notice}</Text> : null}
          {failure ? <PortalAlert status="danger" message={failure} timeout={0} onClose={() => setFailure(null)} /> : null}
          {opened && booking ? (
            <SectionCard title={`Booking ${booking.order_id_c}`}>
              <Stack gap="4">
                <BookingSummary lookup={opened.lookup} />
                {opened.lookup.action ? (
                  <>
                    <Text fontWeight="semibold" fontSize="lg">
                      {opened.lookup.action_label}
                    </Text>
                    <ScanForm
                      key={`${booking.id}:${opened.code}`}
                      action={opened.lookup.action}
                      tag={opened.code}
                      input={opened.input}
                      onRecord={onRecord}
                      recording={record.isPending}
                      valuesRef={formValues}
                    />
                  </>
                ) : (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Description>{opened.lookup.reason}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                <HStack gap="3" flexWrap="wrap">
                  <Button asChild variant="outline" size="sm">
                    <RouterLink to={`/booking/${booking.id}`}>Open the booking’s details</RouterLink>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setOpened(null);
                      setNotice(null);
                      codeField.current?.focus();
                    }}
                  >
                    Close this booking
                  </Button>
                </HStack>
              </Stack>
            </SectionCard>
          ) : recorded ? null : (
            <Text color="fg.muted">Scan a pet tag to open its booking.</Text>
          )}
        </Stack>
      </Flex>
      {warning ? <ScanWarning title={warning.title} message={warning.message} recorded={warning.recorded} onDismiss={dismissWarning} /> : null}
    </Stack>
  );
}
