import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createFirstScreensConfig } from '@portal/shared/build/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const config = createAppConfig({
  appDir,
  name: 'remote_engraving',
  // Served on its own, this is the owners' approval app (issue 15 item 7: its first words are for a family).
  title: 'Engraving Approval',
  bootText: "Opening your pet's artwork…",
  exposes: {
    './routes': './src/app/routes.tsx',
    // The product modal's artwork steps (@portal/shared/contracts/engraving), loaded by remote-catalog
    // when a plaque's modal opens: with its fonts, icons and cropper, never part of a first load.
    './EngravingSteps': './src/features/engraving-steps/EngravingSteps.tsx',
  },
});

// Phosphor's icon files are read as SVG text, to draw their paths on the canvas (the last rule that sets
// a module's type wins over the shared asset/resource rule for SVG files).
config.module.rules.push({ test: /[\\/]@phosphor-icons[\\/]core[\\/]assets[\\/].+\.svg$/, type: 'asset/source' });

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
    },
    {
      // The family's tracking page (issue 19 item 3): only ever a first screen's.
      id: 'tracking',
      entry: './src/first-screen/tracking.tsx',
      title: 'Your pet’s journey',
      prefixes: ['/track'],
    },
    {
      id: 'check-existing',
      entry: './src/first-screen/check-existing.tsx',
      title: 'Engraving Approval',
      prefixes: ['/engraving/check-existing?staff=0'],
    },
  ],
});

export default [config, firstScreens];
