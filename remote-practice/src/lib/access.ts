import { useSession } from '@portal/shared/session';

/** Level 3 (Vet Owner) manages the price display and the members; portal-api enforces it too. */
export const MANAGER_LEVEL = 'Level 3';

export function useIsManager(): boolean {
  return useSession((state) => state.profile?.role === MANAGER_LEVEL);
}

export function useOwnContactId(): string | undefined {
  return useSession((state) => state.profile?.contactId);
}
