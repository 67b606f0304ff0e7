import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

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
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Dependencies point one way: client -> shared and server -> shared, never between client and server.
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
              from: ['./src/client', './src/server'],
              message: 'src/shared is used by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // A function a reader can hold in mind: split longer ones into named pieces (issue 12).
    files: ['src/server/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
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
