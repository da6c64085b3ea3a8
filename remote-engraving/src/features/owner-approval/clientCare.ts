// Which Client Care line the owner's pages offer (issue 15 item 5): the booking's brand once the phone
// check has named it (kept for this tab, so the pages after it and a reload keep it), else the site's
// brand, asked of portal-api's public client-care call. Null while neither is known (the pages then
// say to contact Client Care without a number).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchClientCare } from '@portal/shared/api/engraving';
import type { ClientCareDto } from '@portal/contracts/wire/engraving';
import { onMemberDataCleared } from '@portal/shared/member-storage';
import { useOwnerPagesApi } from './useOwnerPagesApi';

/** In MEMBER_STORAGE_KEYS: under the host (staff's origin), a sign-out takes it too. */
export const CLIENT_CARE_STORAGE_KEY = 'portal.owner.clientCare';
const STORAGE_KEY = CLIENT_CARE_STORAGE_KEY;

function read(): ClientCareDto | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ClientCareDto> | null;
    return stored && typeof stored.name === 'string' && typeof stored.phone === 'string' ? { name: stored.name, phone: stored.phone } : null;
  } catch {
    return null;
  }
}

let remembered: ClientCareDto | null = typeof window === 'undefined' ? null : read();
const listeners = new Set<() => void>();

/**
 * Remembers the booking's Client Care line (the phone check's answer) for the pages that follow; a
 * booking whose answer names none forgets the one before (it may be another brand's).
 */
export function rememberClientCare(line: ClientCareDto | null) {
  if (!line) {
    if (remembered) forgetClientCare();
    return;
  }
  if (remembered && remembered.name === line.name && remembered.phone === line.phone) return;
  remembered = line;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(line));
  } catch {
    // Storage full or refused: this page still has it.
  }
  for (const listener of listeners) listener();
}

/** Forgets the remembered line (a booking without one, a sign-out under the host, tests). */
export function forgetClientCare() {
  remembered = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') onMemberDataCleared(forgetClientCare);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The line to offer: the booking's when known, else the site brand's (`siteBrand`). */
export function useOwnerClientCare(siteBrand: string): ClientCareDto | null {
  const api = useOwnerPagesApi(false);
  const bookings = useSyncExternalStore(subscribe, () => remembered);
  const [site, setSite] = useState<{ brand: string; line: ClientCareDto } | null>(null);
  const needSite = !bookings && site?.brand !== siteBrand;
  useEffect(() => {
    if (!needSite) return;
    const controller = new AbortController();
    fetchClientCare(api, siteBrand, controller.signal).then(
      (line) => setSite({ brand: siteBrand, line }),
      (error: unknown) => {
        // Not known: the pages say to contact Client Care without a number.
        if (!controller.signal.aborted) console.warn('The Client Care line could not be read', error);
      },
    );
    return () => controller.abort();
  }, [api, siteBrand, needSite]);
  return bookings ?? (site?.brand === siteBrand ? site.line : null);
}
