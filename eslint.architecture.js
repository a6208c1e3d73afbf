// The dependency rules of DESIGN.md section 3, checked on resolved files (aliases, relative paths and
// extensions alike) by eslint-plugin-boundaries; import cycles by eslint-plugin-import-x.
// `architecture.test.ts` lints probe files that break each rule, so these cannot silently stop working.
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const element = (types) => ({ element: { types } });
const ourCode = { module: { origin: 'local' } };
const nodeBuiltIns = { module: { origin: 'core' } };
const npmPackages = { module: { origin: 'external' } };
const theOrmOrSchema = [
  { module: { origin: 'external', source: ['drizzle-orm', 'drizzle-orm/**'] } },
  { element: { type: 'db', fileInternalPath: 'schema.ts' } },
];
const SERVER = ['server', 'service', 'db', 'http'];
const WEB = ['web', 'web-app', 'feature'];
const APP_CODE = ['shared', 'engine', ...SERVER, ...WEB];
// Test files may use the test tools (and tests/ helpers) wherever they sit.
const testTools = { module: { origin: 'external', source: ['vitest', 'fast-check'] } };
const testFiles = { file: { categories: 'test' } };

const messages = {
  shared:
    'shared imports nothing of ours and no package but zod: it is the pure domain every layer builds on.',
  engine:
    'engine imports only shared: no other code of ours, no package, no Node built-in (it runs in the browser too).',
  serverWeb: 'server never imports web.',
  webServer: 'web imports server types only (import type), never server code (ADR 0005).',
  feature:
    'One web feature never imports another: compose them in app/, or move what both need to components/ or lib/.',
  composeInApp:
    'Only app/ composes features: components/ and lib/ serve every feature and import none.',
  tooling:
    'Application code never imports scripts/, tests/ or bench/ (only test files use tests/).',
  orm: 'Only server/db and services touch the ORM or the schema: a handler calls a service.',
};

// Policies are read in order and the last one that matches decides.
const policies = [
  {
    from: element('shared'),
    disallow: { to: [ourCode, npmPackages, nodeBuiltIns] },
    message: messages.shared,
  },
  {
    from: element('shared'),
    allow: { to: [element('shared'), { module: { origin: 'external', source: 'zod' } }] },
  },
  {
    from: element('engine'),
    disallow: { to: [ourCode, npmPackages, nodeBuiltIns] },
    message: messages.engine,
  },
  { from: element('engine'), allow: { to: element(['shared', 'engine']) } },
  { from: element(SERVER), disallow: { to: element(WEB) }, message: messages.serverWeb },
  {
    from: element(WEB),
    disallow: { to: element(SERVER), dependency: { kind: 'value' } },
    message: messages.webServer,
  },
  {
    from: { element: { type: 'feature', captured: { feature: '*' } } },
    disallow: {
      to: {
        element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
      },
    },
    message: messages.feature,
  },
  { from: element('web'), disallow: { to: element('feature') }, message: messages.composeInApp },
  {
    from: element(APP_CODE),
    disallow: { to: element(['scripts', 'tests', 'bench']) },
    message: messages.tooling,
  },
  {
    from: element(['shared', 'engine', ...WEB, 'server', 'http']),
    disallow: { to: theOrmOrSchema },
    message: messages.orm,
  },
  {
    from: { file: { categories: 'handler' } },
    disallow: { to: theOrmOrSchema },
    message: messages.orm,
  },
  { from: testFiles, allow: { to: [testTools, element('tests')] } },
];

export const architecture = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      // The first descriptor a file matches names its element.
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'engine', pattern: 'src/engine' },
        { type: 'feature', pattern: 'src/web/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'src/web/app' },
        { type: 'web', pattern: 'src/web' },
        { type: 'db', pattern: 'src/server/db' },
        { type: 'http', pattern: 'src/server/http' },
        { type: 'service', pattern: 'src/server/modules/*', capture: ['module'] },
        { type: 'service', pattern: 'src/server/auth' },
        { type: 'server', pattern: 'src/server' },
        { type: 'scripts', pattern: 'scripts' },
        { type: 'tests', pattern: 'tests' },
        { type: 'bench', pattern: 'bench' },
      ],
      // Route handlers: they guard, validate, call a service and answer; no SQL.
      'boundaries/files': [
        { category: 'handler', pattern: 'src/server/modules/*/routes.ts' },
        { category: 'handler', pattern: 'src/server/app.ts' },
        { category: 'handler', pattern: 'src/server/http/*' },
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        // Every import is checked: packages and built-ins, and files of ours outside any element
        // (a config file at the root, package.json).
        { default: 'allow', checkAllOrigins: true, checkUnknownLocals: true, policies },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
