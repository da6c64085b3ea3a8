import type { FormEventHandler, ReactNode } from 'react';
import { Card, PortalAlert, Stack } from '@portal/shared/ui';

/**
 * The card around a member form (a new member, another member's access): the form, named for screen
 * readers, with what went wrong above its fields until it is dismissed or the form is sent again.
 */
export function MemberFormCard({
  label,
  onSubmit,
  failure,
  failureTimeout,
  onDismissFailure,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  /** How long the failure stays (PortalAlert's default unless given; 0: until dismissed). */
  failureTimeout?: number;
  onDismissFailure: () => void;
  children: ReactNode;
}) {
  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label={label}>
          <Stack gap="4">
            {failure ? <PortalAlert status="danger" message={failure} timeout={failureTimeout} onClose={onDismissFailure} /> : null}
            {children}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
