import type { AccessLevel, MemberStatus } from '@portal/contracts/schemas/contact';

export type { AccessLevel };

/** A practice contact as the API sends it (GET portal/vet/contacts, portal/contact/{id}). */
export interface ContactDto {
  id: string;
  first_name: string;
  last_name: string;
  email_address: string;
  primary_email_address?: { email_address: string }[];
  vet_account_id?: string;
  cstm: {
    cognito_username_c: string;
    portal_access_c: AccessLevel;
    cognito_portal_active_c: MemberStatus;
  };
}

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  'Level 1': 'Vet Staff',
  'Level 3': 'Vet Owner',
};

/** A team member of the practice (spec 001 s3). */
export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: string;
  memberStatus: number;
  cognitoUsername: string;
  /** The member's practice (its vet account id): a remote's canary is served by practice. */
  practiceId?: string;
}

export function toTeamMember(dto: ContactDto): TeamMember {
  return {
    id: dto.id,
    firstName: dto.first_name,
    lastName: dto.last_name,
    email: dto.primary_email_address?.[0]?.email_address ?? dto.email_address,
    accessLevel: dto.cstm.portal_access_c,
    memberStatus: Number(dto.cstm.cognito_portal_active_c),
    cognitoUsername: dto.cstm.cognito_username_c,
    ...(dto.vet_account_id !== undefined && { practiceId: dto.vet_account_id }),
  };
}

export function matchContact(members: TeamMember[], username: string): TeamMember | undefined {
  const wanted = username.trim().toLowerCase();
  return members.find((member) => member.cognitoUsername.trim().toLowerCase() === wanted);
}
