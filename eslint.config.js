// Lint rules, including the dependency rules of DESIGN.md section 3.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const restrict = (patterns, allowTypeImports = false) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports })) },
  ],
});

const ourLayers = ['#engine/*', '#server/*', '#web/*'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      '.tmp',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ourLayers, message: 'shared imports nothing of ours.' },
      {
        group: ['**/engine/**', '**/server/**', '**/web/**'],
        message: 'shared imports nothing of ours.',
      },
    ]),
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['#server/*', '#web/*', '**/server/**', '**/web/**'],
        message: 'engine imports only shared.',
      },
      { group: ['node:*'], message: 'engine is isomorphic: no Node APIs.' },
    ]),
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['#web/*', '**/web/**'], message: 'server never imports web.' }]),
  },
  {
    // The typed Hono client needs the API's type, so web may import server types and nothing else.
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      ...restrict(
        [
          {
            group: ['#server/*', '**/server/**'],
            message: 'web never imports server (types only).',
          },
        ],
        true,
      ),
    },
  },
  {
    // One web feature never imports another: routes compose them.
    files: ['src/web/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#web/features/*', '../../*'],
              message:
                'Features never import each other (compose them in app/); reach shared web code through #web/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the database layer and services touch the ORM; route handlers call services.
    files: ['src/server/**/routes.ts', 'src/server/app.ts', 'src/server/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema*'],
              message: 'Handlers call services; no SQL here.',
            },
          ],
        },
      ],
    },
  },
);
