// One webpack + Module Federation configuration for every app of the portal, so the host and
// the remotes cannot drift apart in what they share or how they are built.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
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
    '@portal/shared/': {
      singleton: true,
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
function productionBuilds(isProduction) {
  if (!isProduction) return {};
  const routerDom = require.resolve('react-router-dom', { paths: [sharedRoot] });
  const routerPkg = require.resolve('react-router/package.json', { paths: [path.dirname(routerDom)] });
  return { 'react-router$': path.join(path.dirname(routerPkg), 'dist', 'production', 'index.mjs') };
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app's folder (holds package.json, src/, public/)
 * @param {string} options.name     federation name, a JS identifier (host, remote_bookings, ...)
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.title    the HTML page title
 * @param {string} [options.bootText] what the page says while its code arrives (the owner app speaks to a family)
 */
export function createAppConfig({ appDir, name, exposes = {}, title, bootText = 'Loading the Vet Portal…' }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const config = {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    // Production source maps are written beside dist/, in sourcemaps/ (for reading a reported stack),
    // never into it: whatever deploys dist/ cannot publish them, and the bundles do not point at them.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // A chunk that has not arrived by then fails (webpack's default waits 120 s), so the page's
      // loader (lazyPage in @portal/shared/ui) can fetch it again instead of showing Loading… for minutes.
      chunkLoadTimeout: 30_000,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // config.json is the deployment's, written beside the build: a rebuild keeps it.
      clean: { keep: /^(config\.json|first\/)/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: productionBuilds(isProduction),
    },
    module: {
      rules: [
        ...scriptRules(),
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: path.join(sharedRoot, 'build', 'pure-chakra-theme-loader.cjs'),
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ttf|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...(isProduction ? [new webpack.SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false })] : []),
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
        manifest: true,
        dts: false,
        // Browser only: leaves the runtime's Node code paths out of every bundle.
        experiments: { optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: path.join(sharedRoot, 'build', 'index.html'),
        title,
        bootText,
        publicPath: '/',
        chunks: ['main'],
      }),
    ],
    optimization: {
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
    devServer: undefined,
  };
  return config;
}

/** The rules every compilation of an app shares: TypeScript through swc, assets, `?raw` text. */
function scriptRules() {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      },
    },
    // A stylesheet read as text (`import css from './x.css?raw'`): the first screens inline theirs.
    { resourceQuery: /raw/, type: 'asset/source' },
  ];
}

/** The first screens' stylesheet (the kit of @portal/shared/light), inlined in their HTML. */
const LIGHT_STYLESHEET = path.join(sharedRoot, 'src', 'light', 'light.css');

/**
 * Where the serve step finds the first screens: `first/screens.json`, a list of {prefix, page}. A
 * prefix may name query parameters the address must have (`/engraving/check-existing?staff=0`).
 */
export const FIRST_SCREENS_MANIFEST = 'first/screens.json';

/**
 * A first screen (issue 17): the page a person opens cold on a phone (the owner's verify page, the
 * sign-in page), built apart from the federated app, without the federation runtime and without the
 * UI kit's full system: React and the page's own code, its stylesheet inlined in the HTML. The server
 * answers the screen's addresses (`prefix`) with its HTML (`first/<id>.html`, listed in
 * first/screens.json); every other address gets the federated app as before, and the first screen
 * hands over to it (a page load) once the person moves on.
 *
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name      the app's federation name (its chunk namespace)
 * The screens of one app share the libraries (React) in chunks of their own, so the second screen a
 * person opens (the artwork after the phone check) takes them from the cache.
 *
 * @param {{ id: string, entry: string, title: string, prefixes: string[] }[]} options.screens
 */
export function createFirstScreensConfig({ appDir, name, screens }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const manifest = JSON.stringify(
    screens.flatMap((screen) => screen.prefixes.map((prefix) => ({ prefix, page: `first/${screen.id}.html` }))),
    null,
    2,
  );
  return {
    name: `${name}-first-screens`,
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: Object.fromEntries(screens.map((screen) => [screen.id, screen.entry])),
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist', 'first'),
      publicPath: '/first/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}_first`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: productionBuilds(isProduction) },
    module: { rules: scriptRules() },
    plugins: [
      ...(isProduction ? [new webpack.SourceMapDevToolPlugin({ filename: '../../sourcemaps/first/[file].map', append: false })] : []),
      new webpack.DefinePlugin({
        __PORTAL_BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID ?? `${name}-${new Date().toISOString()}`),
      }),
      ...screens.map(
        (screen) =>
          new HtmlWebpackPlugin({
            template: path.join(sharedRoot, 'build', 'first-screen.html'),
            filename: `${screen.id}.html`,
            title: screen.title,
            stylesheet: readFileSync(LIGHT_STYLESHEET, 'utf8'),
            publicPath: '/first/',
            chunks: [screen.id],
            scriptLoading: 'defer',
          }),
      ),
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('FirstScreensManifest', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'FirstScreensManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              compilation.emitAsset('screens.json', new webpack.sources.RawSource(manifest));
            });
          });
        },
      },
    ],
    optimization: {
      minimize: isProduction,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      // The libraries (React above all) in chunks of their own, shared by the app's screens; each
      // screen's own code stays whole in its entry, tree-shaken for that screen alone.
      splitChunks: { chunks: 'all', cacheGroups: { default: false } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
