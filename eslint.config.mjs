// ESLint for the whole repository (`npm run lint`; `npm test` runs it after the typecheck).
// Besides the usual recommended rules it keeps the architecture's boundaries (README "Lint"):
// services never import each other, nothing outside a service reaches into its src/, the browser bundle stays free
// of server code, frontend features stay independent, the shared contracts stay browser-safe, and no import cycles.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { wonderkinPlugin } from './scripts/lint/require-disable-reason.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const subfolders = (dir) =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** Every service package (services/<name>, published as @wonderkin/<name>); the gateway is one more. */
const SERVICES = subfolders('services');
const PROCESS_PACKAGES = [...SERVICES.map((name) => ({ name, dir: `services/${name}` })), { name: 'gateway', dir: 'gateway' }];
/** Frontend features, each its own folder: they never import one another. */
const FEATURES = subfolders('frontend/src/features');

const CODE = '**/*.{ts,tsx,cts,mts,js,mjs,cjs}';
const NODE_BUILTINS = [...new Set(builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/^node:/, '')))];

// ---- Boundary messages: each says the rule it enforces. ----
const MSG = {
  serviceToService: (from, to) =>
    `Services never import each other's code (${from} → ${to}): talk over HTTP (config.services.*) or a queue, and share only through @wonderkin/shared or @wonderkin/server-kit.`,
  serviceSrc: (name) =>
    `Nothing outside services/${name} imports its src/: go through its public entry @wonderkin/${name} (services/${name}/index.ts: add what you need there, its package.json "main" points at it) or over HTTP.`,
  frontendServer:
    'The frontend (browser code) never imports server code: no @wonderkin/server-kit, @wonderkin/shared/server or shared/server.',
  frontendNode: 'The frontend (browser code) never imports Node built-ins (node:* or fs, path, crypto…): they do not exist in the browser.',
  features: (feature) =>
    `Frontend features never import one another (features/${feature} → another feature): move what is shared to frontend/src/components (UI) or frontend/src/lib.`,
  sharedFrontend:
    'frontend/src/components and frontend/src/lib are shared by every feature, so they never import a feature: move what they need out of the feature.',
  sharedBrowserSafe:
    '@wonderkin/shared (shared/src) is the browser-safe contracts package: it imports nothing from shared/server, express, bullmq, ioredis, mongoose, pino or Node built-ins (server code goes to @wonderkin/server-kit).',
};

const SERVER_PACKAGES = ['express', 'bullmq', 'ioredis', 'mongoose', 'pino'];

/** no-restricted-imports options forbidding Node built-ins by name, with and without `node:`. */
const nodeBuiltinRestrictions = (message) => ({
  paths: NODE_BUILTINS.map((name) => ({ name, message })),
  patterns: [
    { regex: '^node:', message },
    // Sub-paths such as fs/promises or stream/web.
    { regex: `^(${NODE_BUILTINS.map((name) => name.replace(/[/]/g, '\\/')).join('|')})\\/`, message },
  ],
});

/** Specifier-level rules: they hold even when an import cannot be resolved to a file. */
function restrictedImportsFor(zone) {
  switch (zone.kind) {
    case 'process-package': {
      const others = PROCESS_PACKAGES.filter((other) => other.name !== zone.name);
      return {
        paths: others.map((other) => ({ name: `@wonderkin/${other.name}`, message: MSG.serviceToService(zone.name, other.name) })),
        patterns: others.map((other) => ({ regex: `^@wonderkin\\/${other.name}\\/`, message: MSG.serviceToService(zone.name, other.name) })),
      };
    }
    case 'frontend': {
      const builtins = nodeBuiltinRestrictions(MSG.frontendNode);
      return {
        paths: [
          { name: '@wonderkin/server-kit', message: MSG.frontendServer },
          { name: '@wonderkin/shared/server', message: MSG.frontendServer },
          ...builtins.paths,
        ],
        patterns: [
          { regex: '^@wonderkin\\/(server-kit|shared\\/server)\\/', message: MSG.frontendServer },
          ...SERVICES.map((name) => ({ regex: `^@wonderkin\\/${name}(\\/|$)`, message: MSG.frontendServer })),
          { regex: '^@wonderkin\\/gateway(\\/|$)', message: MSG.frontendServer },
          ...builtins.patterns,
        ],
      };
    }
    case 'shared': {
      const builtins = nodeBuiltinRestrictions(MSG.sharedBrowserSafe);
      return {
        paths: [
          { name: '@wonderkin/server-kit', message: MSG.sharedBrowserSafe },
          { name: '@wonderkin/shared/server', message: MSG.sharedBrowserSafe },
          ...SERVER_PACKAGES.map((name) => ({ name, message: MSG.sharedBrowserSafe })),
          ...builtins.paths,
        ],
        patterns: [
          { regex: `^(${SERVER_PACKAGES.join('|')}|@wonderkin\\/server-kit)\\/`, message: MSG.sharedBrowserSafe },
          ...builtins.patterns,
        ],
      };
    }
    default:
      throw new Error(`unknown zone ${zone.kind}`);
  }
}

/** Path-level rules (import-x/no-restricted-paths resolves every import, relative or by package name, to a file). */
const restrictedPathZones = [
  // No service (or the gateway) imports another one.
  ...PROCESS_PACKAGES.map((pkg) => ({
    target: `${pkg.dir}/**`,
    from: PROCESS_PACKAGES.filter((other) => other !== pkg).map((other) => other.dir),
    message: `Services never import each other's code (${pkg.name} → another service): talk over HTTP or a queue.`,
  })),
  // Nothing outside a service reaches into its src/ (its own tests may).
  ...SERVICES.map((name) => ({
    target: ['scripts/**', 'tests/**', 'shared/**', 'frontend/**', 'gateway/**', `services/!(${name})/**`],
    from: `services/${name}/src`,
    message: MSG.serviceSrc(name),
  })),
  // The browser bundle never pulls in server code.
  { target: 'frontend/**', from: ['shared/server', 'gateway', 'services'], message: MSG.frontendServer },
  // Features stay independent.
  ...FEATURES.map((feature) => ({
    target: `frontend/src/features/${feature}/**`,
    from: 'frontend/src/features',
    except: [`./${feature}`],
    message: MSG.features(feature),
  })),
  // Shared UI and helpers sit below the features: they never reach up into one.
  {
    target: ['frontend/src/components/**', 'frontend/src/lib/**'],
    from: 'frontend/src/features',
    message: MSG.sharedFrontend,
  },
  // The server kit serves every service, so it depends on none of them.
  {
    target: 'shared/server/**',
    from: ['services', 'gateway', 'frontend'],
    message: 'The server kit (@wonderkin/server-kit, shared/server) is shared by every service: it never imports a service, the gateway or the frontend.',
  },
  // The contracts stay browser-safe.
  { target: 'shared/src/**', from: ['shared/server', 'gateway', 'services', 'frontend'], message: MSG.sharedBrowserSafe },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'frontend/dist/',
    'data/',
    'test-results/',
    'bench-results/',
    'coverage/',
  ]),

  {
    linterOptions: {
      // A disable comment that no longer silences anything is an error, not a leftover.
      reportUnusedDisableDirectives: 'error',
      reportUnusedInlineConfigs: 'error',
    },
  },

  { files: [CODE], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => (config.files ? config : { ...config, files: [CODE] })),

  // Everything runs on Node unless it is frontend/src (the browser) — the frontend's tooling files run on Node too.
  {
    files: [CODE],
    ignores: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'tests/**', 'frontend/jest.setup.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },

  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // ---- House rules ----
  {
    files: [CODE],
    plugins: { wonderkin: wonderkinPlugin },
    rules: {
      // `// eslint-disable-next-line rule -- why` : the reason is required on the line.
      'wonderkin/disable-needs-reason': 'error',
      // pngjs and fontkit ship no types: the book tests require() them and type the little they use by hand.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^pngjs$', '^fontkit$'] }],
      // `_name` marks an argument or binding that is deliberately unused (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // After the house rules, which it relaxes.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS files load each other with require(): that is their import.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // ---- Boundaries ----
  {
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Workspace packages are symlinks in node_modules whose "main"/"exports" point at .ts files: the resolver follows
      // them to the real folders, so an import by package name is checked like a relative one.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: restrictedPathZones }],
      // node_modules are not followed (ignoreExternal): only our own modules can form a cycle we can fix.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  ...PROCESS_PACKAGES.map((pkg) => ({
    files: [`${pkg.dir}/${CODE}`],
    rules: { 'no-restricted-imports': ['error', restrictedImportsFor({ kind: 'process-package', name: pkg.name })] },
  })),
  {
    files: [`frontend/src/${CODE}`],
    rules: { 'no-restricted-imports': ['error', restrictedImportsFor({ kind: 'frontend' })] },
  },
  {
    files: [`shared/src/${CODE}`],
    rules: { 'no-restricted-imports': ['error', restrictedImportsFor({ kind: 'shared' })] },
  },
]);
