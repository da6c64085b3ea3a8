import { Link as RouterLink } from '@portal/shared/router';
import { Link, Text } from '@portal/shared/ui';

/** Where a member changes their own password (the profile and manage-practice pages end with it). */
export function UpdatePasswordLink() {
  return (
    <Text>
      <Link asChild variant="underline">
        <RouterLink to="/manage-practice/update-password">Update your password</RouterLink>
      </Link>
    </Text>
  );
}
