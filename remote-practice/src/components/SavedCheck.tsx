import { Box } from '@portal/shared/ui';

/** A green check that says "Saved" to screen readers; the parent decides how long it shows. */
export function SavedCheck({ shown }: { shown: boolean }) {
  return (
    <Box as="span" role="status" aria-live="polite" display="inline-flex" alignItems="center" minWidth="6" color="green.700">
      {shown ? (
        <svg role="img" aria-label="Saved" width="24" height="24" viewBox="0 0 24 24" fill="none" data-testid="saved-check">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </Box>
  );
}
