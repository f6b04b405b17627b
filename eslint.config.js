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

/** Every change of address goes through the app's LocationSource, so the router can load the page first. */
const wouterLocationHooks = [
  'wouter/use-browser-location',
  'wouter/use-hash-location',
  'wouter/memory-location',
].map((name) => ({
  name,
  message:
    "Navigate with wouter's useLocation() or <Link>: src/app/router.tsx loads the page before showing it.",
}));

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
        paths: [
          ...wouterLocationHooks,
          {
            name: 'sonner',
            importNames: ['toast'],
            message: "Show toasts through '@/lib/toast': loading it is what mounts the app's toaster.",
          },
        ],
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
      'no-restricted-imports': ['error', { paths: wouterLocationHooks }],
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
          paths: wouterLocationHooks,
        },
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
  ...featureBoundaries,
  prettier,
);
