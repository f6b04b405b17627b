import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Animations use the `m` components inside LazyMotion, with the one feature bundle named in
 * src/lib/motion-features.ts; `motion` or another bundle imported elsewhere would bring more features (and
 * LazyMotion's strict mode throws on `motion`).
 */
const eagerMotion = [
  {
    name: 'framer-motion',
    importNames: ['motion', 'domAnimation', 'domMax'],
    message: 'Animate with `m` inside LazyMotion: src/lib/motion-features.ts names the features.',
  },
];

/** A feature may import shared code and itself, never another feature: compose features in src/app. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message:
              'Features never import each other: move shared code to src/components or src/lib, or compose in src/app.',
          },
          {
            regex: '^(\\.\\./){2,}(features/)',
            message: 'Features never import each other.',
          },
          { regex: '^@/app/', message: 'Features do not import the app layer.' },
        ],
        paths: eagerMotion,
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      '.e2e',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
      // A box that scrolls sideways is a focusable named region, so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'no-restricted-imports': ['error', { paths: eagerMotion }],
    },
  },
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/content/**/*.{ts,tsx}',
      'src/config/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Shared code never imports features or the app.' },
          ],
          paths: eagerMotion,
        },
      ],
    },
  },
  {
    // One HTTP client: every call goes through src/lib/api-client.ts, so its contract parsing and its 401 rule
    // (sign in again) apply to all of them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api-client.ts', 'src/**/__tests__/**', 'src/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'Call the API through src/lib/api-client.ts (callEndpoint, fetchAdminFile).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through src/lib/api-client.ts (callEndpoint, fetchAdminFile).',
        })),
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@/|\\.\\./(src|server))', message: 'The contract depends on nothing but zod.' },
          ],
        },
      ],
    },
  },
  {
    // The one module that names the feature bundle LazyMotion gets.
    files: ['src/lib/motion-features.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...featureBoundaries,
  prettier,
);
