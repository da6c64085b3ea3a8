// One webpack + Module Federation configuration for every app of the portal, so the host and
// the remotes cannot drift apart in what they share or how they are built.
import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The federation `shared` map. Everything that holds a React context or module state is a
 * singleton: React (and its subpaths), zustand and every `@portal/shared` subpath (session store,
 * API client, runtime config, error reporting, the router, the Chakra UI kit, the query cache).
 * Chakra, react-router-dom and TanStack Query are not shared themselves: only `@portal/shared/ui`,
 * `@portal/shared/router` and `@portal/shared/query` import them (lint keeps the apps out), so one
 * tree-shaken copy of each loads, inside those modules, and one QueryClient serves every app (the
 * `@portal/shared/api/*` modules take only `queryOptions` from it, a typed identity function).
 * `@portal/contracts` (wire types, schemas, pure rules) is not shared: it holds no state, so each app
 * bundles what it uses of it, compiled as its own source (scriptRules).
 */
export function sharedDependencies(appDir) {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  const sharedPkg = readJson(path.join(sharedRoot, 'package.json'));
  const versionOf = (name) => {
    const pkgJson = require.resolve(`${name}/package.json`, { paths: [appDir, sharedRoot] });
    return readJson(pkgJson).version;
  };
  const singleton = (name) => {
    const version = versionOf(name);
    return { singleton: true, strictVersion: false, requiredVersion: `^${version}`, version };
  };
  const deps = { ...appPkg.dependencies };
  const shared = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    // Its version follows its content (content-version.mjs). A remote built against a newer shared than
    // the page's (the host's) does not run on the older copy: its load fails, and its area shows the
    // fallback saying so (strictVersion; FederatedIncompatibleError in @portal/shared/federation).
    '@portal/shared/': {
      singleton: true,
      strictVersion: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    },
  };
  for (const name of Object.keys(shared)) {
    const bare = name.replace(/\/$/, '');
    if (!(bare in deps)) throw new Error(`${appPkg.name}: shares ${bare} but does not depend on it`);
  }
  return shared;
}

/**
 * react-router's package exports only point at its development build; it ships a production build
 * beside it, without the development checks and warnings.
 */
export function productionBuilds(isProduction) {
  if (!isProduction) return {};
  const routerDom = require.resolve('react-router-dom', { paths: [sharedRoot] });
  const routerPkg = require.resolve('react-router/package.json', { paths: [path.dirname(routerDom)] });
  return { 'react-router$': path.join(path.dirname(routerPkg), 'dist', 'production', 'index.mjs') };
}

/**
 * How an app's compilation is built, from its environment:
 * - 'production': `webpack --mode production` (NODE_ENV anything but 'development'): minified, no source
 *   map in dist/ (they go beside it, in sourcemaps/).
 * - 'refresh': the dev server (NODE_ENV=development) in a page whose React is the development build: the
 *   host from source, or the app on its own page. React Fast Refresh swaps a saved component in place.
 * - 'reload': the dev server in the host's production page (PORTAL_DEV_HOST=build, which the stack sets
 *   when it serves the host's build: `pnpm dev <remote>`). The page's React is the production build and its
 *   security policy allows no eval, so the app is built for that page: process.env.NODE_ENV 'production'
 *   (React's and the router's production builds, the production JSX runtime), source maps in files of
 *   their own, and a saved change reloads the page (Fast Refresh needs React's development build).
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {'production' | 'refresh' | 'reload'}
 */
export function buildKind(env = process.env) {
  if (env.NODE_ENV !== 'development') return 'production';
  return env.PORTAL_DEV_HOST === 'build' ? 'reload' : 'refresh';
}

/** Every page's HTML: the app's (with what it says while its code arrives) and each first screen's. */
export const PAGE_TEMPLATE = path.join(sharedRoot, 'build', 'index.html');
const BOOT_STYLESHEET =
  'html, body { margin: 0; font-family: system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif; } .boot { display: grid; place-items: center; min-height: 100vh; color: #4a5568; }';

/**
 * @param {object} options
 * @param {string} options.appDir   the app's folder (holds package.json, src/, public/)
 * @param {string} options.name     federation name, a JS identifier (host, remote_bookings, ...)
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.title    the HTML page title
 * @param {string} [options.bootText] what the page says while its code arrives (the owner app speaks to a family)
 * @param {'own' | 'provide' | 'host'} [options.federationRuntime] where the federation runtime's core
 *   comes from. 'own': bundled (an app that is also opened on its own, as the owners' app is).
 *   'provide': bundled and offered to the remotes (the host). 'host': taken from the page that loads
 *   this remote, so its remoteEntry.js does not carry a second copy (17 KB gzip on every first load
 *   that opens it); its own standalone page takes it from a small script of its own
 *   (createStandaloneRuntimeConfig).
 */
export function createAppConfig({ appDir, name, exposes = {}, title, bootText = 'Loading the Vet Portal…', federationRuntime = 'own' }) {
  const kind = buildKind();
  const isProduction = kind === 'production';
  // React's production build: in dist/, and in the dev server when the page is the host's build.
  const productionReact = kind !== 'refresh';
  const config = {
    // The configuration's name: `webpack serve --config-name <name>` serves the app alone (pnpm dev).
    name,
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    // Production source maps are written beside dist/, in sourcemaps/ (for reading a reported stack),
    // never into it: whatever deploys dist/ cannot publish them, and the bundles do not point at them.
    // In the dev server: eval's, the quickest to rebuild, unless the page is the host's build, whose
    // policy refuses eval: then a map file per script, which only the dev server serves.
    devtool: { production: false, refresh: 'eval-cheap-module-source-map', reload: 'cheap-module-source-map' }[kind],
    output: {
      // PORTAL_BUILD_OUT: a release of a remote (portal-api/scripts/releases.ts) is built into a folder of
      // its own, so what dist/ serves does not change until the release is promoted.
      path: process.env.PORTAL_BUILD_OUT ?? path.join(appDir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // A chunk that has not arrived by then fails (webpack's default waits 120 s), so the page's
      // loader (lazyPage in @portal/shared/ui) can fetch it again instead of showing Loading… for minutes.
      chunkLoadTimeout: 30_000,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // config.json is the deployment's, written beside the build: a rebuild keeps it.
      clean: { keep: /^(config\.json|first\/|standalone\/)/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: productionBuilds(productionReact),
    },
    module: {
      rules: [...scriptRules({ refresh: kind === 'refresh', productionReact }), ...uiKitRules()],
    },
    plugins: [
      // PORTAL_SOURCE_MAPS=0: none (a build only the tests run, such as an app's previous release for the
      // version-skew journeys: scripts/previous-builds.ts).
      ...(isProduction && process.env.PORTAL_SOURCE_MAPS !== '0' ? [new webpack.SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false })] : []),
      ...(kind === 'refresh' ? fastRefresh() : []),
      ...(federationRuntime === 'provide' ? [oneRuntimeCore()] : []),
      // Which build of this app is running; shown as data-build on a remote's area, so a release
      // of one remote can be seen to reach the portal without a host rebuild.
      new webpack.DefinePlugin({
        __PORTAL_BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID ?? `${name}-${new Date().toISOString()}`),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(appDir),
        // A singleton is the copy already loaded (the host's), never a newer one a remote brings along:
        // with 'version-first' a remote built later would put a second session store on the page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Browser only: leaves the runtime's Node code paths out of every bundle.
        experiments: {
          optimization: { target: 'web' },
          ...(federationRuntime === 'provide' && { provideExternalRuntime: true }),
          ...(federationRuntime === 'host' && { externalRuntime: true }),
        },
      }),
      new HtmlWebpackPlugin({
        template: PAGE_TEMPLATE,
        title,
        bootText,
        stylesheet: BOOT_STYLESHEET,
        runtimeScript: federationRuntime === 'host' ? `/${STANDALONE_RUNTIME}` : null,
        publicPath: '/',
        chunks: ['main'],
      }),
    ],
    optimization: {
      // process.env.NODE_ENV in the code: 'production' but in the dev server of a page on React's development build.
      nodeEnv: productionReact ? 'production' : 'development',
      minimize: isProduction,
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: isProduction ? undefined : devServer(kind),
    // Under pnpm dev the stack's pipe is the dev server's lifeline: it ends when the stack does, kill -9 too.
    ...(isProduction ? {} : { watchOptions: { stdin: process.env.PORTAL_DEV_CONFIG !== undefined } }),
  };
  return config;
}

/**
 * `pnpm dev` (portal-api/scripts/stack.ts with PORTAL_DEV): the app from source in webpack's dev server,
 * on the port the stack gives it (PORTAL_DEV_PORT), its own compilation alone (`--config-name`): served
 * with the app's first screens and standalone runtime, the dev server's client saw the hash of all three
 * and reloaded the page without end. Its first screens' addresses get the app itself, which has them too.
 * A saved change rebuilds in memory; the dev server's client, in every entry of the app (remoteEntry.js
 * too, so a remote shown in the host's page takes its own server's updates), then
 * - 'refresh': applies it to the open page in place (hot, React Fast Refresh: fastRefresh()), or reloads
 *   the page when it cannot be applied so;
 * - 'reload': reloads the page (live reload, no hot module replacement). Its client, running in the host's
 *   production page, is held to that page's policy, whose connect-src names the remotes' addresses as
 *   the runtime config gives them (http://localhost:<port>): so the client listens to its server over
 *   Server-Sent Events (an http request; a WebSocket's ws: is a scheme the policy does not name) at
 *   localhost (not the server's own 127.0.0.1). The production policy stays as it is.
 * The runtime config is the stack's (PORTAL_DEV_CONFIG, the file it writes), read on each request as
 * serve-app.ts serves it beside a build. Unlike serve-app, no security headers: the dev server injects its
 * own client script into its own pages, which the production policy would refuse.
 *
 * @param {'refresh' | 'reload'} kind
 */
function devServer(kind) {
  const port = Number(process.env.PORTAL_DEV_PORT ?? 8080);
  const configFile = process.env.PORTAL_DEV_CONFIG;
  return {
    port,
    host: '127.0.0.1',
    // Served as the apps' own addresses: localhost and the brands' *.localhost names.
    allowedHosts: ['localhost', '.localhost'],
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    hot: kind === 'refresh',
    liveReload: true,
    client: {
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
      ...(kind === 'reload' && { webSocketURL: { hostname: 'localhost' } }),
    },
    ...(kind === 'reload' && { webSocketServer: 'sse' }),
    static: false,
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/config.json',
        middleware: (_req, res) => {
          if (!configFile) {
            res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No runtime config: run the app through pnpm dev.');
            return;
          }
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(readFileSync(configFile));
        },
      });
      return middlewares;
    },
  };
}

const REFRESH_RUNTIME = path.join(sharedRoot, 'build', 'react-refresh-runtime.cjs');

/**
 * React Fast Refresh, in the dev server only (the plugin does nothing in a production build, and the
 * transform that calls it is scriptRules' in development): a saved component is swapped in place, its
 * state and the session kept. `react-refresh/runtime`, as the plugin and its loader ask for it, resolves
 * to react-refresh-runtime.cjs: one runtime for the page, the host's and every remote's (why there).
 * The dev server's overlay shows build errors; the plugin's own is left out.
 */
function fastRefresh() {
  const runtimeRequest = /(^|[\\/])react-refresh([\\/]runtime(\.js)?)?$/;
  return [
    new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, REFRESH_RUNTIME] }),
    {
      apply(compiler) {
        compiler.hooks.normalModuleFactory.tap('OnePageRefreshRuntime', (factory) => {
          factory.hooks.beforeResolve.tap('OnePageRefreshRuntime', (data) => {
            if (runtimeRequest.test(data.request) && data.contextInfo.issuer !== REFRESH_RUNTIME) data.request = REFRESH_RUNTIME;
          });
        });
      },
    },
  ];
}

/**
 * The federation runtime's core offered to the remotes (provideExternalRuntime) must be the copy the
 * host's own runtime uses: the plugin that offers it is imported as CommonJS, which would bundle the
 * core a second time (22 KB gzip); its ES module build imports the same core the runtime does.
 */
function oneRuntimeCore() {
  return new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
    resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
  });
}

const STANDALONE_RUNTIME = 'standalone/federation-runtime.js';

/**
 * A remote built with federationRuntime 'host' takes the federation runtime's core from the host. Its
 * own page (a remote opened on its own, DESIGN: a remote's standalone bootstrap) loads this script
 * first, which offers the core the same way the host does.
 *
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name  the app's federation name
 */
export function createStandaloneRuntimeConfig({ appDir, name }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  // The runtime-tools the federation plugin itself uses (pnpm does not hoist it).
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const runtimeTools = require.resolve('@module-federation/runtime-tools/package.json', { paths: [path.dirname(enhanced)] });
  return {
    name: `${name}-standalone-runtime`,
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { 'federation-runtime': path.join(sharedRoot, 'build', 'standalone-runtime.mjs') },
    devtool: false,
    output: { path: path.join(appDir, 'dist', 'standalone'), filename: '[name].js', uniqueName: `${name}_standalone_runtime`, clean: true },
    resolve: { modules: [path.resolve(runtimeTools, '../../..'), 'node_modules'] },
    plugins: [
      new webpack.DefinePlugin({ __RUNTIME_FROM__: JSON.stringify({ name, version: readJson(runtimeTools).version }) }),
    ],
    optimization: { minimize: isProduction, minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote that is only ever part of the portal (bookings, catalog, practice): it takes the host's
 * federation runtime, and its own page (for working on it alone) loads one of its own.
 *
 * @param {object} options
 * @param {string} options.url      the webpack config's import.meta.url (its folder is the app's)
 * @param {string} options.name     federation name
 * @param {string} options.title    the HTML page title
 * @param {Record<string,string>} options.exposes
 */
export function createHostedRemoteConfigs({ url, name, title, exposes }) {
  const appDir = path.dirname(fileURLToPath(url));
  const app = createAppConfig({ appDir, name, title, exposes, federationRuntime: 'host' });
  const standalone = createStandaloneRuntimeConfig({ appDir, name });
  if (app.devServer) app.devServer.setupMiddlewares = withStandaloneRuntime(app.devServer.setupMiddlewares, standalone);
  return [app, standalone];
}

/**
 * The dev server of a remote that takes the host's federation runtime serves its own page's runtime
 * script too (/standalone/, which its page loads first): from the app's dist/standalone/, built there
 * once, at the first request, when it is not (a fresh clone's `pnpm dev <remote>` builds every app
 * but those from source). It is a compilation of its own: in the dev server's, its hash would be
 * the page's and reload it without end.
 */
function withStandaloneRuntime(setupMiddlewares, standalone) {
  const dir = standalone.output.path;
  let built;
  const ensureBuilt = () => {
    built ??= existsSync(path.join(dir, 'federation-runtime.js'))
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          const compiler = webpack(standalone);
          compiler.run((error, stats) => {
            compiler.close(() => {});
            if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
            else resolve();
          });
        });
    return built;
  };
  return (middlewares, server) => {
    middlewares.unshift({
      name: 'standalone-runtime',
      path: '/standalone',
      middleware: (req, res) => {
        const file = path.join(dir, path.basename(req.url?.split('?')[0] ?? ''));
        ensureBuilt().then(
          () => {
            if (!existsSync(file)) {
              res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
              return;
            }
            res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }).end(readFileSync(file));
          },
          (error) => {
            built = undefined;
            res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`The standalone runtime could not be built: ${error instanceof Error ? error.message : String(error)}`);
          },
        );
      },
    });
    return setupMiddlewares(middlewares, server);
  };
}

/**
 * The rules every compilation of an app shares: TypeScript through swc, assets, `?raw` text. `refresh`:
 * swc marks the components for React Fast Refresh (the dev server's app compilation, with fastRefresh()).
 * `productionReact`: JSX calls the production runtime's `jsx` even in a development compilation (whose
 * default is the development runtime's `jsxDEV`, which React's production build leaves undefined);
 * otherwise swc-loader chooses by the compilation's mode.
 */
export function scriptRules({ refresh = false, productionReact = false } = {}) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      // Workspace packages (@portal/shared, @portal/contracts) resolve through their node_modules links
      // to their real folders, outside node_modules, so their TypeScript is compiled here too.
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', ...(refresh && { refresh: true }), ...(productionReact && { development: false }) } },
            target: 'es2022',
          },
        },
      },
    },
    // A stylesheet read as text (`import css from './x.css?raw'`): the first screens inline theirs.
    { resourceQuery: /raw/, type: 'asset/source' },
  ];
}

/**
 * What a build that carries the UI kit needs beyond the scripts: Chakra's theme read as free of side
 * effects (so what a page does not use is left out), and images and fonts as files of their own.
 */
export function uiKitRules() {
  return [
    {
      test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      use: path.join(sharedRoot, 'build', 'pure-chakra-theme-loader.cjs'),
    },
    { test: /\.(png|jpe?g|gif|svg|webp|ttf|woff2?)$/i, type: 'asset/resource' },
  ];
}
