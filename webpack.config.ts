import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

// The browser app: src/client/bootstrap.ts -> dist/ (index.html, assets/* with content hashes, and public/**
// copied as is so /images, /media, /documents and /favicon.svg are served from the same folder). The entry is a
// few KiB that loads the app (src/client/main.tsx, the `app` chunk) at the visitor's first interaction or at once
// (src/client/app/hydration.ts); `npx tsx scripts/check-bundle-budget.ts` checks each page's JavaScript.
// The server's renderer: src/client/ssr.tsx -> dist/server/ssr.js (one CommonJS file for Node), built after the
// browser app, with the same CSS class names and asset addresses, so its HTML is what the browser hydrates.
// Type checking is `npm run typecheck`; the build only transpiles, which keeps it fast on small machines.

export type BuildMode = 'production' | 'development';

const root = __dirname;

/**
 * The hashed bundles (JS, CSS, SVG under assets/) compressed once at build time, at the best levels, beside the
 * originals (`x.js.br`, `x.js.gz`); the server sends them as they are (src/server/lib/staticFile.ts). A copy that
 * would save less than a fifth is not written.
 */
function precompression() {
  const test = /^assets\/.*\.(js|css|svg)$/;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.8,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      minRatio: 0.8,
    }),
  ];
}

/**
 * The libraries every page needs, in two long-cached chunks: React (React DOM and its scheduler), and the router
 * with Redux. Two files are compiled in two tasks, each short enough not to block a tap on a phone (one file of
 * 390 KB took about 60 ms at Lighthouse's 4x CPU slowdown). Everything else from node_modules (carousels, state
 * machines, DOMPurify) lands in the route chunks that use it.
 */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|redux-thunk|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

/** The site's @font-face rules (the `fonts` cache group below says why they are a stylesheet of their own). */
const FONT_FACES = /[\\/]src[\\/]client[\\/]styles[\\/]fonts[\\/]fonts\.css$/;

/** TypeScript, transpiled only (type checking is `npm run typecheck`). */
function typescriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        // tsconfig.json says noEmit for `tsc`; the bundler needs the output, as ES modules so that webpack
        // can split and tree-shake.
        compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !production },
      },
    },
  };
}

/**
 * Name.module.css files are CSS Modules imported as `styles` (default export); others are global. The server
 * build takes only the class names (`exportOnlyLocals`), made by the same rule as the browser's.
 */
function cssModulesOptions(production: boolean, exportOnlyLocals: boolean) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
    localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
    exportOnlyLocals,
  };
}

/**
 * The translation catalogs (docs/i18n.md): en.json and each language's messages/<lang>/index.json (which stands
 * for its whole directory), compiled by Lingui at build time. The same rule in both builds.
 */
const catalogRule: RuleSetRule = {
  test: /[\\/]i18n[\\/]messages[\\/](en\.json|(mr|kn|hi)[\\/]index\.json)$/,
  type: 'javascript/auto',
  use: path.resolve(root, 'scripts/i18n-catalog-loader.cjs'),
};

/** Fonts and pictures: the same names in both builds; only the browser build writes the files. */
function assetRules(hashed: string, emit: boolean): RuleSetRule[] {
  return [
    {
      // Self-hosted fonts from @fontsource.
      test: /\.(woff2?)$/,
      type: 'asset/resource',
      generator: { filename: `assets/fonts/[name]${hashed}[ext]`, emit },
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|pdf)$/,
      type: 'asset/resource',
      generator: { emit },
    },
  ];
}

/**
 * Writes dist/server/chunks.json: the JS and CSS files of every named chunk (each page's, by its webpackChunkName
 * in src/client/app/router.tsx). The server links a page's files in the HTML it renders, so the page is styled
 * before any script runs (and without JavaScript) and its code loads beside the framework's.
 */
class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            manifest[name] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset(
            'server/chunks.json',
            new webpack.sources.RawSource(JSON.stringify(manifest)),
          );
        },
      );
    });
  }
}

export function createConfig(
  mode: BuildMode = 'production',
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:8]' : '';

  return {
    name: 'browser',
    mode,
    context: root,
    // `admin` is the office console (src/admin, served at /admin from dist/admin.html); it shares only the
    // runtime and the framework chunk with the public site.
    entry: { main: './src/client/bootstrap.ts', admin: './src/admin/main.tsx' },
    output: {
      path: path.resolve(root, 'dist'),
      publicPath: '/',
      filename: `assets/[name]${hashed}.js`,
      chunkFilename: `assets/[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // The server build writes dist/server/ssr.js; a browser rebuild alone (npm run dev) must not delete it.
      clean: { keep: /^server\// },
    },
    devtool: production ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-slick's ResizeObserver polyfill: no browser that runs this build needs it.
      alias: { 'resize-observer-polyfill$': path.resolve(root, 'src/client/lib/resizeObserver.ts') },
    },
    module: {
      rules: [
        typescriptRule(production),
        catalogRule,
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: { importLoaders: 0, modules: cssModulesOptions(production, false) },
            },
          ],
        },
        ...assetRules(hashed, true),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        chunks: ['main'],
        scriptLoading: 'defer',
        minify: production
          ? {
              collapseWhitespace: true,
              removeComments: true,
              removeRedundantAttributes: true,
              useShortDoctype: true,
            }
          : false,
      }),
      new HtmlWebpackPlugin({
        template: './public/admin.html',
        filename: 'admin.html',
        chunks: ['admin'],
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new MiniCssExtractPlugin({
        filename: `assets/[name]${hashed}.css`,
        chunkFilename: `assets/[name]${hashed}.css`,
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            to: '.',
            noErrorOnMissing: true,
            globOptions: { ignore: ['**/index.html', '**/admin.html', '**/.gitkeep', '**/.DS_Store'] },
          },
        ],
      }),
      new ChunkManifestPlugin(),
      ...(production ? precompression() : []),
    ],
    optimization: {
      nodeEnv: mode,
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: { test: REACT, name: 'react', chunks: 'all', priority: 40, enforce: true },
          // The @font-face rules in a stylesheet of their own: Inter 400 and 600 and Noto Serif 700, cut to the
          // characters the site uses, and Noto Sans Devanagari and Noto Sans Kannada 400 and 600 for the Marathi,
          // Hindi and Kannada pages (scripts/subset-fonts.ts); each face names only its characters
          // (unicode-range), so a page downloads only the fonts of the scripts it shows. The server puts these
          // rules inline in every rendered page and never links this sheet there (lib/criticalCss.ts): a
          // stylesheet that brings @font-face rules, even the same ones, makes the browser lay out all the text of
          // the page again, which was the longest task of a form page's start on a phone.
          fonts: {
            test: FONT_FACES,
            type: 'css/mini-extract',
            name: 'fonts',
            chunks: 'all',
            priority: 50,
            enforce: true,
          },
          framework: { test: FRAMEWORK, name: 'framework', chunks: 'all', priority: 40, enforce: true },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: {
      hints: production ? 'warning' : false,
      // Uncompressed bounds just above today's sizes (the React and framework chunks ~220 and ~175 KB; the
      // console's first load ~430 KB), so that growth shows up as a warning in the build output. The public pages'
      // budgets, in gzip bytes before interaction and at hydration, are scripts/check-bundle-budget.ts's.
      maxEntrypointSize: 480_000,
      maxAssetSize: 420_000,
      assetFilter: (file: string) => /\.(js|css)$/.test(file),
    },
    devServer: {
      port: 8081,
      historyApiFallback: { rewrites: [{ from: /^\/admin(\/|$)/, to: '/admin.html' }] },
      static: { directory: path.resolve(root, 'public') },
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
    },
    stats: production ? 'normal' : 'minimal',
  };
}

/** The server's renderer (src/client/ssr.tsx) for Node, after the browser build (whose `clean` keeps dist/server/). */
export function createServerConfig(mode: BuildMode = 'production'): Configuration {
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    name: 'server',
    dependencies: ['browser'],
    mode,
    context: root,
    target: 'node20',
    entry: { ssr: './src/client/ssr.tsx' },
    output: {
      path: path.resolve(root, 'dist/server'),
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      library: { type: 'commonjs2' },
      clean: false,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        typescriptRule(production),
        catalogRule,
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: { importLoaders: 0, modules: cssModulesOptions(production, true) },
          },
        },
        ...assetRules(hashed, false),
      ],
    },
    // The pages' dynamic imports stay in the one file: the server loads every page it renders at once.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { nodeEnv: mode, minimize: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** webpack-cli calls this with `--mode`; production is the default. Both builds, the browser's first. */
export default function config(_env: unknown, argv: { mode?: BuildMode } = {}) {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  return [createConfig(mode), createServerConfig(mode)];
}
