import path from 'node:path';
import zlib from 'node:zlib';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

// The browser app: src/client/main.tsx -> dist/ (index.html, assets/* with content hashes, and public/** copied
// as is so /images, /media, /documents and /favicon.svg are served from the same folder).
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
 * The libraries every page needs (React, the router, Redux). One long-cached chunk; everything else from
 * node_modules (carousels, state machines, DOMPurify) lands in the route chunks that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|redux-thunk|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

export function createConfig(
  mode: BuildMode = 'production',
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:8]' : '';

  return {
    mode,
    context: root,
    // `admin` is the office console (src/admin, served at /admin from dist/admin.html); it shares only the
    // runtime and the framework chunk with the public site.
    entry: { main: './src/client/main.tsx', admin: './src/admin/main.tsx' },
    output: {
      path: path.resolve(root, 'dist'),
      publicPath: '/',
      filename: `assets/[name]${hashed}.js`,
      chunkFilename: `assets/[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      clean: true,
    },
    devtool: production ? false : 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
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
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                importLoaders: 0,
                // Name.module.css files are CSS Modules imported as `styles` (default export); others are global.
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
                },
              },
            },
          ],
        },
        {
          // Self-hosted fonts from @fontsource.
          test: /\.(woff2?)$/,
          type: 'asset/resource',
          generator: { filename: `assets/fonts/[name]${hashed}[ext]` },
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|pdf)$/,
          type: 'asset/resource',
        },
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
      ...(production ? precompression() : []),
    ],
    optimization: {
      nodeEnv: mode,
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: { test: FRAMEWORK, name: 'framework', chunks: 'all', priority: 40, enforce: true },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: {
      hints: production ? 'warning' : false,
      // Uncompressed budgets just above today's sizes (framework chunk ~390 KB, ~124 KB gzip; the whole first
      // load ~430 KB, ~140 KB gzip), so that growth shows up as a warning in the build output.
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

/** webpack-cli calls this with `--mode`; production is the default. */
export default function config(_env: unknown, argv: { mode?: BuildMode } = {}) {
  return createConfig(argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production'));
}
