// The label of this device (a front desk's USB scanner, the nurses' tablet), shown on the custody
// timeline beside each scan it made. Kept in localStorage while the member is signed in; it may name
// the practice, so it goes at sign-out with the rest of the member's data (@portal/shared/member-storage).

const DEVICE_KEY = 'portal.scanDevice';

export function savedDeviceName(): string {
  try {
    return localStorage.getItem(DEVICE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveDeviceName(name: string): void {
  try {
    if (name.trim()) localStorage.setItem(DEVICE_KEY, name.trim());
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Storage refused (private mode): the name is sent with this page's scans only.
  }
}
