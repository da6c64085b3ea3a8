// A fake portal-api for component tests: answers by "METHOD path" and records what was sent.
import { createApiClient } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

export function fakeApi(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const sent: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path, body });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ errors: { detail: 'Not found' } }), { status: 404 });
    const { status = 200, body: answerBody } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(answerBody), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    session: sessionStore,
    defaultBrand: 'Lawnswood',
    fetch,
    reportError: () => undefined,
  });
  return { api, sent };
}

/** Signs the test in as a member of the direct practice. */
export function signInAs(role: 'Level 1' | 'Level 3', contactId = role === 'Level 3' ? 'manager-id' : 'staff-id') {
  sessionStore.getState().signIn('test-token', { username: `${contactId}@example.com`, contactId, role });
}

export const contactDto = (id: string, first: string, last: string, level = 'Level 1', status = 1) => ({
  id,
  first_name: first,
  last_name: last,
  email_address: `${first.toLowerCase()}@example.com`,
  primary_email_address: [{ email_address: `${first.toLowerCase()}@example.com` }],
  vet_account_id: 'practice-id',
  cstm: { cognito_username_c: `${first.toLowerCase()}@example.com`, portal_access_c: level, cognito_portal_active_c: status },
});

export const vetDto = (pricing = 'Pricebook') => ({
  id: 'practice-id',
  name: 'Perth Paws Veterinary Hospital',
  office_location: {
    office_address_street: '120 Walcott Street',
    office_address_city: 'Mount Lawley',
    office_address_state: 'WA',
    office_address_postalcode: '6050',
    office_address_country: 'Australia',
    office_address_latitude: -31.9,
    office_address_longitude: 115.8,
  },
  cstm: {
    relationship_type_c: 'vet_direct',
    has_portal_access_c: 'Yes',
    pricing_information_c: pricing,
    provides_client_details_c: 1,
    default_collection_location_c: 'Vet',
    brand: { name: 'Lawnswood', brand_logo_link: 'http://api.test/static/brands/lawnswood.svg' },
  },
});
