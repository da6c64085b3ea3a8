import { describe, expect, it } from 'vitest';
import { matchContact, toTeamMember, type ContactDto } from '@portal/contracts/wire/contacts';

const dto = (id: string, username: string): ContactDto => ({
  id,
  first_name: 'Sam',
  last_name: 'Lee',
  email_address: username,
  primary_email_address: [{ email_address: username }],
  cstm: { cognito_username_c: username, portal_access_c: 'Level 3', cognito_portal_active_c: 1 },
});

describe('sign-in contact match (spec 000 s4 step 2)', () => {
  const members = [dto('1', 'Nurse.One@Example.com'), dto('2', 'manager@example.com')].map(toTeamMember);

  it('matches the cognito username ignoring case and spaces', () => {
    expect(matchContact(members, ' nurse.one@example.COM ')?.id).toBe('1');
    expect(matchContact(members, 'MANAGER@example.com')?.id).toBe('2');
  });

  it('finds nobody for an unknown login', () => {
    expect(matchContact(members, 'someone@example.com')).toBeUndefined();
  });

  it('maps the API contact to a team member', () => {
    expect(members[1]).toEqual({
      id: '2',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'manager@example.com',
      accessLevel: 'Level 3',
      memberStatus: 1,
      cognitoUsername: 'manager@example.com',
    });
  });
});
