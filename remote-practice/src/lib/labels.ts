import { ACCESS_LEVEL_LABELS, type AccessLevel } from '@portal/contracts/wire/contacts';

/** 'Level 1 (Vet Staff)', 'Level 3 (Vet Owner)' (spec 001 s6). */
export function accessLevelLabel(level: string): string {
  const label = ACCESS_LEVEL_LABELS[level as AccessLevel];
  return label ? `${level} (${label})` : level;
}

/** Member status: Active = 1, Inactive = 0 (spec 001 s6). */
export const statusLabel = (status: number) => (status === 1 ? 'Active' : 'Inactive');
