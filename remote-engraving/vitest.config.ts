import { readFileSync } from 'node:fs';
import { mergeConfig, type Plugin } from 'vitest/config';
import { packageTestConfig } from '@portal/shared/build/vitest';

/** Phosphor's icon files as SVG text, as webpack's asset/source rule gives them (webpack.config.mjs). */
const phosphorSource: Plugin = {
  name: 'phosphor-svg-source',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0] ?? id;
    if (!/[\\/]@phosphor-icons[\\/]core[\\/]assets[\\/].+\.svg$/.test(file)) return null;
    return `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`;
  },
};

// The build id webpack defines (the routes' RemoteRoot names it).
export default mergeConfig(packageTestConfig('remote-engraving'), { plugins: [phosphorSource], define: { __PORTAL_BUILD_ID__: JSON.stringify('test') } });
