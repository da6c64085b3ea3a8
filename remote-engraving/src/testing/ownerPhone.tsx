// The owner's pages in Chromium (the `*.browser.test.tsx` component tests), as the owner's phone opens
// them: the first screens (the phone check, the artwork) in their light frame and stylesheet, and the
// rest in the owner app's shell; the plaque and artwork the nurse prepared, and its files.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ApiProvider, type ApiClient } from '@portal/shared/api';
import type { EngravingLookupDto, EngravingVersionDto } from '@portal/contracts/wire/engraving';
import { setConfig } from '@portal/shared/config';
import { APPROVAL_IMAGE_WIDTH, drawingSize, parsePlaqueConfig, type PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import { IdentityProvider, type Identity } from '@portal/shared/identity';
import { LightStyles } from '@portal/shared/light';
import { plainPng, serveFiles } from '@portal/shared/testing/browser';
import { OwnerShell } from '../app/OwnerShell';
import { FamilyFrame } from '../first-screen/FamilyFrame';
import { OwnerLightFrame } from '../first-screen/OwnerLightFrame';
import { fakeIdentity, lookupOf, renderOwnerApp, testConfig, versionOf } from './ownerApp';
import { PHOTO_PLAQUE_URN } from './plaqueConfig';

/** A phone held upright (the e2e suite's PHONE_VIEWPORT). */
export const PHONE = { width: 375, height: 667 };

/**
 * An owner's first screen as the link opens it cold (first-screen/ownerScreen.tsx): the light frame
 * and its stylesheet around the page, with the API client and identity, and no UI kit.
 */
export function renderFirstScreen(screen: ReactNode, { api, identity = fakeIdentity() }: { api: ApiClient; identity?: Identity }) {
  setConfig(testConfig);
  return render(
    <IdentityProvider identity={identity}>
      <ApiProvider client={api}>
        <LightStyles />
        <OwnerLightFrame siteBrand={testConfig.defaultBrand}>{screen}</OwnerLightFrame>
      </ApiProvider>
    </IdentityProvider>,
  );
}

/** A family's page (tracking, confirmation) as its link opens it cold: the plain frame and the light stylesheet, no session. */
export function renderFamilyScreen(screen: ReactNode, { api }: { api: ApiClient }) {
  setConfig(testConfig);
  // A wrapper, so that a test's rerender (the address's fragment changed) keeps the frame and the client.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api}>
      <LightStyles />
      <FamilyFrame>{children}</FamilyFrame>
    </ApiProvider>
  );
  return render(screen, { wrapper });
}

/** The owner app at `route` as its own origin serves it (bootstrap.tsx): the phone-first shell around the pages. */
export function renderOwnerShell(route: string, { api, identity }: { api: ApiClient; identity?: Identity }) {
  return renderOwnerApp(route, {
    api,
    identity,
    wrap: (pages) => (
      <OwnerShell config={testConfig} portalUrl="http://localhost:8080">
        {pages}
      </OwnerShell>
    ),
  });
}

/**
 * A version as the nurse's product modal submits it (what e2e/support/engraving.ts submitStaffArtworkFor
 * sends): the pet's name, two lines, the Dog Paw on the left and the photo, whatever the plaque carries.
 */
export function staffVersion(n: number, petName: string, more: Partial<EngravingVersionDto> = {}): EngravingVersionDto {
  return versionOf(
    n,
    {
      petName: { text: petName, font: 'Garamond', size: 28, max: 11 },
      primaryText: { text: 'Forever our good boy', font: 'Times New Roman', size: 14, max: 29 },
      secondaryText: { text: '2012 - 2026', font: 'Arial', size: 12, max: 29 },
      icon: 'Dog Paw',
      iconPlacement: 'Left',
      imageOptions: { fileImgSrc: 'pet-photo.png', croppedAreaPixels: { x: 0, y: 0, width: 320, height: 384 }, aspectW: 5, aspectH: 6, rotation: 0, zoom: 1 },
    },
    more,
  );
}

/** The lookup of a plaque line whose artwork (version 1) the nurse sent the owner. */
export function ownerRequestLookup(petName: string, config: PlaqueConfigInput = PHOTO_PLAQUE_URN, current = staffVersion(1, petName)): EngravingLookupDto {
  return lookupOf({ product_name: config.Product, pet_name: petName, current, versions: [current] }, config);
}

/**
 * Serves the files of version `n` under http://files.test/: the artwork the modal drew (the plaque
 * 398 px wide) and the photo (a 320 x 384 crop). Stop the store after the test.
 */
export async function serveArtwork(config: PlaqueConfigInput, n = 1) {
  const { height } = drawingSize(parsePlaqueConfig(config), APPROVAL_IMAGE_WIDTH);
  return serveFiles({
    [`custom_text-${n}.png`]: await plainPng(APPROVAL_IMAGE_WIDTH, height),
    [`engraving_options-${n}.png`]: await plainPng(320, 384, '#8d6e63'),
  });
}

/** Whether a tap at the middle of the element reaches it (nothing, such as a pinned preview, lies over it). */
export function reachable(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  return hit !== null && (hit === element || element.contains(hit));
}

/** Whether two boxes share any height. */
export const overlap = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;
