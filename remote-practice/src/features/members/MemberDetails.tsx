import { Fragment } from 'react';
import type { TeamMember } from '@portal/contracts/wire/contacts';
import { Box, Text } from '@portal/shared/ui';

/**
 * A member's names and email as plain text (spec 001 s2.11: read-only in every view), so nothing
 * looks editable that is not.
 */
export function MemberDetails({ member }: { member: TeamMember }) {
  const rows = [
    ['First name', member.firstName],
    ['Last name', member.lastName],
    ['Email', member.email],
  ] as const;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" fontWeight="semibold" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" marginBottom={{ base: '2', sm: '0' }} overflowWrap="anywhere">
            {value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
