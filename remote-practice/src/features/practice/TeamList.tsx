import { Link as RouterLink } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { contactsQuery } from '@portal/shared/api/contacts';
import { useQuery } from '@portal/shared/query';
import { Badge, Button, Card, HStack, Link, Table, Text, VisuallyHidden } from '@portal/shared/ui';
import { useOwnContactId } from '../../lib/access';
import { accessLevelLabel, statusLabel } from '../../lib/labels';

/**
 * The practice's members (spec 001 s2.11). A Level 3 opens each other member and adds new ones, and
 * opens their own row as their profile (no access level or status of their own to change); others read.
 */
export function TeamList({ canManage }: { canManage: boolean }) {
  const members = useQuery(contactsQuery(useApi()));
  const ownId = useOwnContactId();
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Card.Title as="h2">Team</Card.Title>
          {canManage ? (
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to="/manage-practice/new-member">New staff member</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {members.status === 'pending' ? <Text>Loading the team…</Text> : null}
        {members.status === 'error' ? <Text>The team could not be loaded.</Text> : null}
        {members.status === 'success' ? (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Team members">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Access level</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  {canManage ? (
                    <Table.ColumnHeader>
                      <VisuallyHidden>Action</VisuallyHidden>
                    </Table.ColumnHeader>
                  ) : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {members.data.map((member) => {
                  const name = `${member.firstName} ${member.lastName}`;
                  return (
                    <Table.Row key={member.id}>
                      <Table.Cell>{name}</Table.Cell>
                      <Table.Cell>{member.email}</Table.Cell>
                      <Table.Cell>{accessLevelLabel(member.accessLevel)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={member.memberStatus === 1 ? 'green' : 'gray'}>{statusLabel(member.memberStatus)}</Badge>
                      </Table.Cell>
                      {canManage ? (
                        <Table.Cell>
                          <Link asChild variant="underline">
                            {member.id === ownId ? (
                              <RouterLink to="/profile">Your profile</RouterLink>
                            ) : (
                              <RouterLink to={`/manage-practice/view-member/${member.id}`} aria-label={`View ${name}`}>
                                View
                              </RouterLink>
                            )}
                          </Link>
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
