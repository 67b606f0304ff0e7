import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// Each feature of the public site stands alone (issue 12); donation and membership are built on the payments one.
const FEATURES_USING_PAYMENTS = ['donation', 'membership'];
const featureZones = fs
  .readdirSync('./src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`, ...(FEATURES_USING_PAYMENTS.includes(name) ? ['./payments'] : [])],
    message:
      'A feature does not import another feature: what two features share lives in app/, components/ or lib/.',
  }));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'screenshots',
      'public',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // The zones below judge resolved files: the resolver must know TypeScript's extensions, or an import written
    // without one (all of ours) escapes them.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Dependencies point one way: client, admin and server -> shared, never between client, admin and server.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'The browser code must not import server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server must not import browser code.',
            },
            {
              target: './src/shared',
              from: ['./src/client', './src/server', './src/admin'],
              message: 'src/shared is used by both sides and imports neither.',
            },
            {
              // The office console is its own browser app: code it has in common with the site or the server
              // lives in src/shared (issue 12). It wears the site's stylesheet (tokens and fonts), so that the
              // two keep one look.
              target: './src/admin',
              from: './src/client',
              except: ['./styles/global.css', './styles/fonts/fonts.css'],
              message: 'The office console imports src/shared, never the site (src/client).',
            },
            {
              target: './src/admin',
              from: './src/server',
              message: 'The office console imports src/shared, never the server.',
            },
            {
              target: ['./src/client', './src/server'],
              from: './src/admin',
              message: 'Nothing imports the office console; what it shares lives in src/shared.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A function a reader can hold in mind: split longer ones into named pieces (issue 12).
    files: ['src/server/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message:
                'The site reads its data through the RTK Query hooks; if the store must be read directly, add typed hooks (useSelector.withTypes) in src/client/app.',
            },
            {
              name: 'zod',
              message: 'Import types only from src/shared/schemas in the browser (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
