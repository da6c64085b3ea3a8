import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFirstScreensConfig } from '@portal/shared/build/first-screens';
import { createAppConfig } from '@portal/shared/build/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));
/** What an owner's page says until it can be used (the owner app's pages say the same while they load: OWNER_OPENING in ownerApp.ts). */
const OWNER_OPENING_TEXT = "Opening your pet's artwork…";

const config = createAppConfig({
  appDir,
  name: 'remote_engraving',
  // Served on its own, this is the owners' approval app (issue 15 item 7: its first words are for a family).
  title: 'Engraving Approval',
  bootText: OWNER_OPENING_TEXT,
  exposes: {
    './routes': './src/app/routes.tsx',
    // The product modal's artwork steps (@portal/contracts/federation/engraving), loaded by remote-catalog
    // when a plaque's modal opens: with its fonts, icons and cropper, never part of a first load.
    './EngravingSteps': './src/features/engraving-steps/EngravingSteps.tsx',
  },
});


// The owner's link opens the phone check cold on a phone, and a right number the artwork: first
// screens (issue 17), built apart. Staff's check-existing (staff=1) stays the app's.
const firstScreens = createFirstScreensConfig({
  appDir,
  name: 'remote_engraving',
  screens: [
    {
      id: 'verify',
      entry: './src/first-screen/verify.tsx',
      title: 'Engraving Approval',
      prefixes: ['/engraving/verify/'],
      // While the owner types their number, the artwork page's code arrives.
      prefetch: ['check-existing'],
    },
    {
      // The family's tracking page (issue 19 item 3): only ever a first screen's.
      id: 'tracking',
      entry: './src/first-screen/tracking.tsx',
      title: 'Your pet’s journey',
      prefixes: ['/track'],
    },
    {
      // The family's confirmation page (issue 36): only ever a first screen's, as the tracking page.
      id: 'confirmation',
      entry: './src/first-screen/confirmation.tsx',
      title: 'Please check your pet’s booking',
      prefixes: ['/confirm'],
    },
    {
      id: 'check-existing',
      entry: './src/first-screen/check-existing.tsx',
      title: 'Engraving Approval',
      prefixes: ['/engraving/check-existing?staff=0'],
      // While the owner looks at the artwork, the change path's code arrives (issue 32 item 3).
      prefetch: ['owner'],
    },
    {
      // The owner's change path and the pages after it (issue 32 item 3): the owner app itself, built
      // without federation (nothing here is shared with a host), so the UI kit is cut to what the pages
      // use and the code comes in a few files the HTML names, not a chain of small ones.
      id: 'owner',
      entry: './src/first-screen/owner.tsx',
      title: 'Engraving Approval',
      bootText: OWNER_OPENING_TEXT,
      prefixes: [
        ...['customise-text', 'engraving-options', 'image-options', 'final-approval', 'thank-you', 'approved'].map((page) => `/engraving/${page}?staff=0`),
        // An owner's is the plain address (staff's carries their query; the same page either way).
        '/engraving/404',
      ],
    },
  ],
});

// Phosphor's icon files are read as SVG text, to draw their paths on the canvas (the last rule that sets
// a module's type wins over the shared asset/resource rule for SVG files).
for (const build of [config, firstScreens]) {
  build.module.rules.push({ test: /[\\/]@phosphor-icons[\\/]core[\\/]assets[\\/].+\.svg$/, type: 'asset/source' });
}

export default [config, firstScreens];
