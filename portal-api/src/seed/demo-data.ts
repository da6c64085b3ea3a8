import type { AccessLevel, MemberStatus } from '@portal/contracts/schemas/contact';
import type {
  AccountManagerTable,
  BrandTable,
  ContactTable,
  PracticeTable,
  ServiceTypeTable,
} from '../db/schema.ts';

/**
 * The demo data of DESIGN.md, with fixed ids so docs and tests can name records.
 * portal-api/README.md lists these ids and logins: keep them in step.
 */

export const DEMO_PASSWORD = 'Portal#2026';
export const NEW_STARTER_TEMPORARY_PASSWORD = 'Temp#2026';
export const GUEST_USERNAME = 'guest@owners.example.com';
export const GUEST_PASSWORD = 'Guest#2026';

export const BRAND_IDS = {
  lawnswood: '10000000-0000-4000-8000-000000000001',
  edenhills: '10000000-0000-4000-8000-000000000002',
  nswPetCremation: '10000000-0000-4000-8000-000000000003',
  petsInPeace: '10000000-0000-4000-8000-000000000004',
} as const;

export const PRACTICE_IDS = {
  direct: '20000000-0000-4000-8000-000000000001',
  referral: '20000000-0000-4000-8000-000000000002',
  unity: '20000000-0000-4000-8000-000000000003',
} as const;

export const CONTACT_IDS = {
  directStaff: '30000000-0000-4000-8000-000000000001',
  directManager: '30000000-0000-4000-8000-000000000002',
  newStarter: '30000000-0000-4000-8000-000000000003',
  formerStaff: '30000000-0000-4000-8000-000000000004',
  referralManager: '30000000-0000-4000-8000-000000000005',
  referralStaff: '30000000-0000-4000-8000-000000000006',
  unityStaff: '30000000-0000-4000-8000-000000000007',
} as const;

export const SERVICE_TYPE_IDS = {
  privateCremation: '40000000-0000-4000-8000-000000000001',
  privateCremationDispersal: '40000000-0000-4000-8000-000000000002',
  communalCremationVet: '40000000-0000-4000-8000-000000000003',
  communalCremationStrayWildlifeVet: '40000000-0000-4000-8000-000000000004',
  vetSupplyOrder: '40000000-0000-4000-8000-000000000005',
  productsOnly: '40000000-0000-4000-8000-000000000006',
} as const;

export const ACCOUNT_MANAGER_IDS = {
  alexMorgan: '50000000-0000-4000-8000-000000000001',
  priyaShah: '50000000-0000-4000-8000-000000000002',
} as const;

export const brands: BrandTable[] = [
  {
    id: BRAND_IDS.lawnswood,
    name: 'Lawnswood',
    logo_path: '/static/brands/lawnswood.svg',
    phone_work: '0892401234',
    email: 'care@lawnswood.example.com',
    parent: 'Lawnswood',
    regions: 'WA',
  },
  {
    id: BRAND_IDS.edenhills,
    name: 'Edenhills',
    logo_path: '/static/brands/edenhills.svg',
    phone_work: '0883711234',
    email: 'care@edenhills.example.com',
    parent: 'Edenhills',
    regions: 'AW,SA,VIC',
  },
  {
    id: BRAND_IDS.nswPetCremation,
    name: 'NSW Pet Cremation',
    logo_path: '/static/brands/nsw-pet-cremation.svg',
    phone_work: '0296331234',
    email: 'care@nswpetcremation.example.com',
    parent: 'NSW Pet Cremation',
    regions: 'CW,MO,SW',
  },
  {
    id: BRAND_IDS.petsInPeace,
    name: 'Pets in Peace',
    logo_path: '/static/brands/pets-in-peace.svg',
    phone_work: '0738061234',
    email: 'care@petsinpeace.example.com',
    parent: 'Pets in Peace',
    regions: 'QLD',
  },
];

export const accountManagers: AccountManagerTable[] = [
  {
    id: ACCOUNT_MANAGER_IDS.alexMorgan,
    first_name: 'Alex',
    last_name: 'Morgan',
    phone_mobile: '0412345678',
    email: 'alex.morgan@lawnswood.example.com',
    picture_path: '/static/account-managers/alex-morgan.svg',
  },
  {
    id: ACCOUNT_MANAGER_IDS.priyaShah,
    first_name: 'Priya',
    last_name: 'Shah',
    phone_mobile: '0498765432',
    email: 'priya.shah@edenhills.example.com',
    picture_path: '/static/account-managers/priya-shah.svg',
  },
];

export const practices: PracticeTable[] = [
  {
    id: PRACTICE_IDS.direct,
    name: 'Perth Paws Veterinary Hospital',
    opp_temporary_id: '21000000-0000-4000-8000-000000000001',
    email: 'reception@perthpaws.example.com',
    office_address_street: '120 Walcott Street',
    office_address_city: 'Mount Lawley',
    office_address_state: 'WA',
    office_address_postalcode: '6050',
    office_address_country: 'Australia',
    office_address_latitude: -31.9335,
    office_address_longitude: 115.872,
    relationship_type_c: 'vet_direct',
    has_portal_access_c: 'Yes',
    pricing_information_c: 'Pricebook',
    provides_client_details_c: 1,
    default_collection_location_c: 'Vet',
    client_details_c: 'Owner details provided by the practice',
    brand_id: BRAND_IDS.lawnswood,
    account_manager_id: ACCOUNT_MANAGER_IDS.alexMorgan,
    region: 'WA',
    family_updates_c: 0,
    confirm_families_c: 1,
    phone_office: '0892271100',
  },
  {
    id: PRACTICE_IDS.referral,
    name: 'Adelaide Hills Animal Clinic',
    opp_temporary_id: '21000000-0000-4000-8000-000000000002',
    email: 'frontdesk@adelaidehillsvet.example.com',
    office_address_street: '45 Mount Barker Road',
    office_address_city: 'Stirling',
    office_address_state: 'SA',
    office_address_postalcode: '5152',
    office_address_country: 'Australia',
    office_address_latitude: -35.0037,
    office_address_longitude: 138.7189,
    relationship_type_c: 'referral',
    has_portal_access_c: 'Yes',
    pricing_information_c: 'RRP',
    provides_client_details_c: 1,
    default_collection_location_c: 'Customer',
    client_details_c: 'Owner details provided by the practice',
    brand_id: BRAND_IDS.edenhills,
    account_manager_id: ACCOUNT_MANAGER_IDS.priyaShah,
    region: 'SA',
    family_updates_c: 0,
    confirm_families_c: 1,
    phone_office: '0883901200',
  },
  {
    id: PRACTICE_IDS.unity,
    name: 'Brisbane Northside Vet',
    opp_temporary_id: '21000000-0000-4000-8000-000000000003',
    email: 'hello@northsidevet.example.com',
    office_address_street: '210 Gympie Road',
    office_address_city: 'Kedron',
    office_address_state: 'QLD',
    office_address_postalcode: '4031',
    office_address_country: 'Australia',
    office_address_latitude: -27.404,
    office_address_longitude: 153.03,
    relationship_type_c: 'vet_unity',
    has_portal_access_c: 'Yes',
    pricing_information_c: 'No price',
    provides_client_details_c: 0,
    default_collection_location_c: 'Vet',
    client_details_c: null,
    brand_id: BRAND_IDS.petsInPeace,
    account_manager_id: ACCOUNT_MANAGER_IDS.priyaShah,
    region: 'QLD',
    family_updates_c: 0,
    confirm_families_c: 1,
    phone_office: '0733501300',
  },
];

export const serviceTypes: ServiceTypeTable[] = [
  { id: SERVICE_TYPE_IDS.privateCremation, name: 'private cremation' },
  { id: SERVICE_TYPE_IDS.privateCremationDispersal, name: 'private cremation & dispersal of ashes' },
  { id: SERVICE_TYPE_IDS.communalCremationVet, name: 'communal cremation - vet' },
  { id: SERVICE_TYPE_IDS.communalCremationStrayWildlifeVet, name: 'communal cremation - stray / wildlife - vet' },
  { id: SERVICE_TYPE_IDS.vetSupplyOrder, name: 'vet supply order' },
  { id: SERVICE_TYPE_IDS.productsOnly, name: 'products only' },
];

export const practiceServiceTypes: Record<string, string[]> = {
  [PRACTICE_IDS.direct]: Object.values(SERVICE_TYPE_IDS),
  [PRACTICE_IDS.referral]: [SERVICE_TYPE_IDS.privateCremation, SERVICE_TYPE_IDS.communalCremationVet, SERVICE_TYPE_IDS.productsOnly],
  [PRACTICE_IDS.unity]: [SERVICE_TYPE_IDS.privateCremation, SERVICE_TYPE_IDS.communalCremationVet],
};

/** How a demo user signs in to the identity stand-in. */
export type DemoLogin = { password: string } | { temporaryPassword: string };

export interface DemoContact {
  contact: Omit<ContactTable, 'created_at' | 'cognito_username_c'>;
  login: DemoLogin;
}

function demoContact(
  id: string,
  practiceId: string,
  [firstName, lastName]: [string, string],
  email: string,
  access: AccessLevel,
  active: MemberStatus = 1,
  login: DemoLogin = { password: DEMO_PASSWORD },
): DemoContact {
  return {
    contact: {
      id,
      practice_id: practiceId,
      first_name: firstName,
      last_name: lastName,
      email,
      portal_access_c: access,
      cognito_portal_active_c: active,
    },
    login,
  };
}

export const demoContacts: DemoContact[] = [
  demoContact(CONTACT_IDS.directStaff, PRACTICE_IDS.direct, ['Dana', 'Nguyen'], 'direct.staff@example.com', 'Level 1'),
  demoContact(CONTACT_IDS.directManager, PRACTICE_IDS.direct, ['Morgan', 'Ellis'], 'direct.manager@example.com', 'Level 3'),
  demoContact(CONTACT_IDS.newStarter, PRACTICE_IDS.direct, ['Sam', 'Taylor'], 'new.starter@example.com', 'Level 1', 1, {
    temporaryPassword: NEW_STARTER_TEMPORARY_PASSWORD,
  }),
  demoContact(CONTACT_IDS.formerStaff, PRACTICE_IDS.direct, ['Chris', 'Walsh'], 'former.staff@example.com', 'Level 1', 0),
  demoContact(CONTACT_IDS.referralManager, PRACTICE_IDS.referral, ['Riley', 'Brooks'], 'referral.manager@example.com', 'Level 3'),
  demoContact(CONTACT_IDS.referralStaff, PRACTICE_IDS.referral, ['Jordan', 'Lee'], 'referral.staff@example.com', 'Level 1'),
  demoContact(CONTACT_IDS.unityStaff, PRACTICE_IDS.unity, ['Casey', 'Walker'], 'unity.staff@example.com', 'Level 3'),
];

/** A user of the identity pool made from the demo data. */
export interface DemoIdentityUser {
  email: string;
  login: DemoLogin;
  enabled: boolean;
}

/** The contacts' identity users plus the owners' guest user, which is no practice contact. */
export const demoIdentityUsers: DemoIdentityUser[] = [
  ...demoContacts.map(({ contact, login }) => ({
    email: contact.email,
    login,
    enabled: contact.cognito_portal_active_c === 1,
  })),
  { email: GUEST_USERNAME, login: { password: GUEST_PASSWORD }, enabled: true },
];
