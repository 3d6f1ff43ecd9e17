// One lint setup for the whole monorepo. Import boundaries are enforced here: no web feature imports
// another feature, and no server module imports another module's repository. Import cycles and promises
// left unhandled are found by oxlint before ESLint runs (`npm run lint`, decisions 0088 and 0093), so
// ESLint reads no type information.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const webFeaturesDir = './apps/web/src/features';
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const serverModulesDir = './apps/server/src/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-render/**',
      '**/coverage/**',
      '**/.data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    plugins: { 'import-x': importX },
    settings: {
      // The path rules resolve every import; without this import-x cannot read TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through env.ts only.',
        },
      ],
    },
  },
  {
    // Only the env modules, build scripts, tests and tooling read process.env.
    files: [
      'apps/server/src/env.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      '**/e2e/**',
      'scripts/**',
      'bench/**',
      '**/*.config.ts',
      '**/*.config.js',
      '**/build.mjs',
      'packages/db/src/testing.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser build runs on Preact's React-compatible layer (decision 0078), which has none of
      // React 19's own APIs: they would work in development and the unit tests and break in the build.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['use', 'useActionState', 'useOptimistic', 'useEffectEvent', 'Activity'],
              message: "React 19's own APIs are not in the browser build (decision 0078).",
            },
            {
              name: 'react-dom',
              importNames: ['useFormStatus', 'preload', 'preinit', 'preconnect', 'prefetchDNS'],
              message: "React 19's own APIs are not in the browser build (decision 0078).",
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['use', 'useActionState', 'useOptimistic'].map((property) => ({
          object: 'React',
          property,
          message: "React 19's own APIs are not in the browser build (decision 0078).",
        })),
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never reaches into another feature; shared code lives in components/ or lib/.
            ...webFeatures.map((feature) => ({
              target: `${webFeaturesDir}/${feature}`,
              from: webFeaturesDir,
              except: [`./${feature}`],
              message: 'A web feature must not import another feature; compose them in src/app.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared parts must not depend on features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // A module's repository is its own: other modules, jobs and the app reach its tables through its
      // service or port (modules/table-owners.ts says who owns which table).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.map((module) => ({
              target: `${serverModulesDir}/${module}/**`,
              from: `${serverModulesDir}/!(${module})/**/*.repository.ts`,
              message:
                "Modules talk to each other through services and ports, never another module's repository.",
            })),
            {
              target: './apps/server/src/!(modules)/**',
              from: `${serverModulesDir}/**/*.repository.ts`,
              message: "Outside the modules, reach a module's data through its service or port.",
            },
            {
              target: './apps/server/src/*.ts',
              from: `${serverModulesDir}/**/*.repository.ts`,
              message: "Outside the modules, reach a module's data through its service or port.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts', 'packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'pg',
                '@electric-sql/*',
                'drizzle-orm*',
                'react',
                'react-dom',
              ],
              message: 'Shared packages are pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
);
