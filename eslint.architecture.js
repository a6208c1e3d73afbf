// The dependency rules of DESIGN.md section 3, checked on resolved files (aliases, relative paths and
// extensions alike) by eslint-plugin-boundaries; import cycles by eslint-plugin-import-x.
// `architecture.test.ts` lints probe files that break each rule, so these cannot silently stop working.
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const element = (types) => ({ element: { types } });
const ourCode = { module: { origin: 'local' } };
const nodeBuiltIns = { module: { origin: 'core' } };
const theOrmOrSchema = [
  { module: { origin: 'external', source: ['drizzle-orm', 'drizzle-orm/**'] } },
  { element: { type: 'db', fileInternalPath: 'schema.ts' } },
];

const messages = {
  shared: 'shared imports nothing of ours: it is the pure domain every layer builds on.',
  engine: 'engine imports only shared, and no Node built-in: it runs in the browser too.',
  serverWeb: 'server never imports web.',
  webServer: 'web imports server types only (import type), never server code (ADR 0005).',
  feature:
    'One web feature never imports another: compose them in app/, or move what both need to components/ or lib/.',
  orm: 'Only server/db and services touch the ORM or the schema: a handler calls a service.',
};

// Policies are read in order and the last one that matches decides.
const policies = [
  { from: element('shared'), disallow: { to: ourCode }, message: messages.shared },
  { from: element('shared'), allow: { to: element('shared') } },
  { from: element('engine'), disallow: { to: [ourCode, nodeBuiltIns] }, message: messages.engine },
  { from: element('engine'), allow: { to: element(['shared', 'engine']) } },
  {
    from: element(['server', 'service', 'db', 'http']),
    disallow: { to: element(['web', 'feature']) },
    message: messages.serverWeb,
  },
  {
    from: element(['web', 'feature']),
    disallow: { to: element(['server', 'service', 'db', 'http']), dependency: { kind: 'value' } },
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
  {
    from: element(['shared', 'engine', 'web', 'feature', 'server', 'http']),
    disallow: { to: theOrmOrSchema },
    message: messages.orm,
  },
  {
    from: { file: { categories: 'handler' } },
    disallow: { to: theOrmOrSchema },
    message: messages.orm,
  },
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
        { type: 'web', pattern: 'src/web' },
        { type: 'db', pattern: 'src/server/db' },
        { type: 'http', pattern: 'src/server/http' },
        { type: 'service', pattern: 'src/server/modules/*', capture: ['module'] },
        { type: 'service', pattern: 'src/server/auth' },
        { type: 'server', pattern: 'src/server' },
      ],
      // Route handlers: they guard, validate, call a service and answer; no SQL.
      'boundaries/files': [
        { category: 'handler', pattern: 'src/server/modules/*/routes.ts' },
        { category: 'handler', pattern: 'src/server/app.ts' },
        { category: 'handler', pattern: 'src/server/http/*' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies }],
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
