import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The attributes whose text a person reads or hears (a screen reader's labels included).
const READ_ATTRIBUTES = '/^(aria-label|aria-roledescription|aria-valuetext|alt|title|placeholder|label|closeLabel|eyebrow|description|actionLabel|confirmLabel|cancelLabel|hint)$/';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'storybook-static/**', 'data/**', '**/*.gen.ts', 'coverage/**', '.storybook/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Layers hold only if no module reaches itself through its imports: a cycle anywhere fails the lint.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/shop/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The words of the components, the mail, the shop's pages and the back office come from @cellar/i18n's catalogue (or
    // their props): no text typed into JSX, and none in the attributes a person reads or hears. Marks that are
    // no word stay allowed.
    files: ['packages/ui/src/**/*.tsx', 'packages/mail/src/**/*.tsx', 'apps/shop/src/**/*.tsx', 'apps/admin/src/**/*.tsx'],
    ignores: [
      'packages/mail/src/**/*.stories.tsx',
      'packages/mail/src/**/*.test.tsx',
      'packages/mail/src/stories/**',
      'packages/ui/src/**/*.stories.tsx',
      'packages/ui/src/**/*.test.tsx',
      'apps/shop/src/**/*.stories.tsx',
      'apps/shop/src/**/*.test.tsx',
      'apps/shop/src/stories/**',
      'apps/admin/src/stories/**',
      'apps/admin/src/**/*.test.tsx',
    ],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: [' ', '–', '×', '“', '”', '(', ')', '#', '404'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > Literal[value=/[A-Za-z]/], JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
          message: 'Words a person reads or hears come from the catalogue of @cellar/i18n (useWords), or from a prop.',
        },
        {
          selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral`,
          message: 'Words a person reads or hears come from the catalogue of @cellar/i18n (useWords), or from a prop.',
        },
      ],
    },
  },
  {
    // Dependencies point one way: machines stay free of React and the UI, and run without the API client;
    // from the contract they take only types (`import type`), so a shape is written once, in openapi.yaml.
    // The explorer of the Flows stories (in .storybook) is React too.
    files: ['packages/machines/**/*.{ts,tsx}'],
    ignores: ['packages/machines/**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@cellar/ui', '@cellar/ui/*', '@xstate/react'], message: 'The machines stay free of React and the UI.' },
            { group: ['**/.storybook/**'], message: 'The machines know nothing of their Flows explorer.' },
            { group: ['@cellar/api-client', '@cellar/api-client/*'], allowTypeImports: true, message: 'The machines take only types (`import type`) from the API contract; bounds and enums come through @cellar/domain.' },
          ],
        },
      ],
    },
  },
  {
    // A machine's Flows story sits beside it and renders it in the explorer from .storybook/flows, which alone
    // knows React and the API client's errors; the story gives the machine, its samples and its steps.
    files: ['packages/machines/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react-dom', '@cellar/ui', '@cellar/api-client', '@xstate/react'] }] },
  },
  {
    // The database layer knows nothing of HTTP: it throws its own errors, which the edge maps to problems.
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['apps/api/src/db/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../http/*', '../routes/*', 'fastify'] }] },
  },
  {
    // The UI stays free of the machines and the API: a prop that carries a contract shape takes its type (`import type`).
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@cellar/machines', '@cellar/machines/*', 'xstate', 'xstate/*', '@xstate/*'], message: 'The UI stays free of the machines.' },
            { group: ['@cellar/api-client', '@cellar/api-client/*'], allowTypeImports: true, message: 'The UI takes only types (`import type`) from the API contract.' },
          ],
        },
      ],
    },
  },
  {
    // The domain's rules run alike in the API, the machines and the UI, so it depends on none of them;
    // from the contract it takes types (its enums) and the generated bounds, plain data with no imports.
    files: ['packages/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@cellar/ui', '@cellar/ui/*', '@cellar/machines', '@cellar/machines/*', 'xstate', 'xstate/*', '@xstate/*'], message: 'The domain package stays free of React, the UI and the machines.' },
            { regex: '^@cellar/api-client(?!/contract$)(/.*)?$', allowTypeImports: true, message: 'The domain package takes only types (`import type`) and the bounds (`@cellar/api-client/contract`) from the API contract.' },
          ],
        },
      ],
    },
  },
);
