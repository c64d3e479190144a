import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Features never import each other: shared → features → app, one way (bulletproof-react's zones).
const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'Features must not import each other; move the shared piece to components/ or lib/.',
}));

/** A module reads another through its service, never its repository (types aside). */
const OTHER_MODULES_REPOSITORY = {
  group: ['../*/*.repository'],
  allowTypeImports: true,
  message: "Use the other module's service, not its repository.",
};

/** Drizzle's query builder belongs to the repositories; a type import is fine anywhere. */
const DRIZZLE_ONLY_IN_REPOSITORIES = {
  name: 'drizzle-orm',
  allowTypeImports: true,
  message: 'Write the query in a repository (*.repository.ts) and call it.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise nobody awaits, or one handed where a callback's result is ignored, fails
    // without a trace; these two rules need the types to see it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'packages/shared/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A synchronous act() returns a thenable that need not be awaited (React's own docs).
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // no-restricted-paths checks only imports it can resolve: without a resolver that knows .ts and
    // .tsx, every relative import went unresolved and the zones below passed anything.
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A cycle makes load order decide what a module sees; type-only imports vanish at build and are fine.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared components must not depend on a feature.',
            },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not depend on a feature.' },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not import the app layer.' },
          ],
        },
      ],
      // lib/toast is what tells the shell to mount the toaster; a direct import would toast unseen.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-hot-toast', importNames: ['default', 'toast'], message: 'Import toast from lib/toast.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The server's layers, one way: lib and the assistant know no module; nothing below app.ts and
    // main.ts reaches up to them.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // no-cycle reads each imported file: it must parse TypeScript to follow the imports within.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      // A cycle makes load order decide what a module sees; type-only imports vanish at run time and are fine.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/lib', from: './apps/server/src/modules', message: 'lib must not depend on a module.' },
            {
              target: './apps/server/src/assistant',
              from: './apps/server/src/modules',
              message: 'The assistant composes from the context it is given: it imports no module.',
            },
            {
              target: './apps/server/src/!(app|main).ts',
              from: ['./apps/server/src/app.ts', './apps/server/src/main.ts'],
              message: 'Only main.ts builds the app.',
            },
            {
              target: './apps/server/src/modules',
              from: ['./apps/server/src/app.ts', './apps/server/src/main.ts', './apps/server/src/startup.ts'],
              message: 'Modules are mounted by app.ts; they never import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules read each other through their services, never another module's repository
    // (types aside); the assistant composes from the context it is given and reads no table.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [DRIZZLE_ONLY_IN_REPOSITORIES],
          patterns: [OTHER_MODULES_REPOSITORY],
        },
      ],
    },
  },
  {
    // Services know no HTTP: they throw a DomainError (lib/domain-error), and plugins/errors.ts picks
    // the status. Only routes (and the guards in plugins/) use HttpError.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.route.ts', '**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [DRIZZLE_ONLY_IN_REPOSITORIES],
          patterns: [
            OTHER_MODULES_REPOSITORY,
            { group: ['**/lib/http-error'], message: 'Throw a DomainError (lib/domain-error): the error handler picks the status.' },
          ],
        },
      ],
    },
  },
  {
    // Queries are written in repositories (and db/ itself); everything else calls them.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**',
      'apps/server/src/assistant/**',
      'apps/server/src/db/**',
      '**/*.repository.ts',
      'apps/server/src/plugins/errors.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [DRIZZLE_ONLY_IN_REPOSITORIES] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [OTHER_MODULES_REPOSITORY],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/assistant/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/db/**', '**/plugins/**'],
              message: 'The assistant works on the AssistantContext it is given (modules/chat builds it); it reads no table.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['fastify*', 'react*', 'drizzle-orm*', '@benji/*'] }] },
  },
  {
    files: ['scripts/**', 'apps/web/scripts/**', 'apps/server/scripts/**', 'apps/server/eval/**', 'bench/**', 'e2e/support/**'],
    rules: { 'no-console': 'off' },
  },
);
