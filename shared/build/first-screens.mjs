// The first screens (issue 17) of an app: the pages a person opens cold on a phone, built apart from the
// federated app (webpack.mjs), with the same script rules and page template.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { PAGE_TEMPLATE, productionBuilds, scriptRules, uiKitRules } from './webpack.mjs';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The scripts a screen's HTML names (its first load): what the next page cannot open without. Its
 * later chunks (a photo tool, a sign-in library) are left to when they are needed: on a slow phone's
 * six connections, more fetched ahead would hold up the page load the owner's tap asks for.
 */
function scriptsOfScreen(compilation, id) {
  const entry = compilation.entrypoints.get(id);
  if (!entry) throw new Error(`No first screen '${id}' to prefetch`);
  return entry.getFiles().filter((file) => file.endsWith('.js'));
}

/** Writes `<meta name="prefetch-next">` into the HTML of each screen that names screens to prefetch. */
function prefetchNextScreens(screens) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PrefetchNextScreens', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PrefetchNextScreens', (data) => {
          const screen = screens.find((candidate) => `${candidate.id}.html` === data.outputName);
          if (!screen?.prefetch?.length) return data;
          const own = compilation.entrypoints.get(screen.id)?.getFiles() ?? [];
          const next = new Set(screen.prefetch.flatMap((id) => scriptsOfScreen(compilation, id)));
          for (const file of own) next.delete(file);
          const content = [...next].map((file) => `${compilation.outputOptions.publicPath}${file}`).join(' ');
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'prefetch-next', content }));
          return data;
        });
      });
    },
  };
}

/** The first screens' stylesheet (the kit of @portal/shared/light), inlined in their HTML. */
const LIGHT_STYLESHEET = path.join(sharedRoot, 'src', 'light', 'light.css');

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
 * A screen that names `prefetch` (other screens' ids) tells the page, in a `<meta name="prefetch-next">`,
 * the scripts those screens' HTML names, less what this screen already loads: the page fetches them
 * ahead once it has drawn what the person came for (the owner's artwork, ahead of 'I want to make
 * changes').
 *
 * @param {{ id: string, entry: string, title: string, prefixes: string[], bootText?: string, prefetch?: string[] }[]} options.screens
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
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: 30_000,
      uniqueName: `${name}_first`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: productionBuilds(isProduction) },
    module: { rules: [...scriptRules(), ...uiKitRules()] },
    plugins: [
      ...(isProduction ? [new webpack.SourceMapDevToolPlugin({ filename: '../../sourcemaps/first/[file].map', append: false })] : []),
      new webpack.DefinePlugin({
        __PORTAL_BUILD_ID__: JSON.stringify(process.env.PORTAL_BUILD_ID ?? `${name}-${new Date().toISOString()}`),
      }),
      ...screens.map(
        (screen) =>
          new HtmlWebpackPlugin({
            template: PAGE_TEMPLATE,
            filename: `${screen.id}.html`,
            title: screen.title,
            bootText: screen.bootText,
            stylesheet: readFileSync(LIGHT_STYLESHEET, 'utf8'),
            publicPath: '/first/',
            chunks: [screen.id],
            scriptLoading: 'defer',
          }),
      ),
      prefetchNextScreens(screens),
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('FirstScreensManifest', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'FirstScreensManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              // Where the serve step finds the first screens (first/screens.json): a list of {prefix, page}. A
              // prefix may name query parameters the address must have (`/engraving/check-existing?staff=0`).
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
