import { Navigate } from '@portal/shared/router';
import { Button, Text } from '@portal/shared/ui';
import { useStaffLogin } from './portal-login';
import { OwnerPage } from './OwnerPage';

/**
 * A staff member without a session: the portal's sign-in, which brings them back to this booking's
 * artwork with staff=1. In the portal that is /login; the standalone owner app links to the portal.
 */
export function StaffSignIn({ ids }: { ids: { bookingId: string; quotedProductId: string } }) {
  const login = useStaffLogin(ids);
  if (login.kind === 'route') return <Navigate to={login.to} replace />;
  return (
    <OwnerPage title="Sign in to the portal">
      <Text>Practice staff open a booking's artwork after signing in to the Vet Portal.</Text>
      <Button asChild colorPalette="teal" size="lg" alignSelf="flex-start">
        <a href={login.href}>Sign in to the portal</a>
      </Button>
    </OwnerPage>
  );
}
