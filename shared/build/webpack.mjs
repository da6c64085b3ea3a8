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
 * API client, runtime config, error reporting, the router, the Chakra UI kit). Chakra and
 * react-router-dom are not shared themselves: only `@portal/shared/ui` and `@portal/shared/router`
 * import them, so one tree-shaken copy of each loads, inside those modules.
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
  return {
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
      clean: { keep: /^config\.json$/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: productionBuilds(isProduction),
    },
    module: {
      rules: [
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
}
