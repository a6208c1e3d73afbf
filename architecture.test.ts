// The architecture proves it is enforced: each lint probe breaks one dependency rule of DESIGN.md
// section 3 and must be reported by the project's real lint configuration with that rule's message;
// each control is allowed and must pass, so a rule that fires on everything fails here too. The pure
// core's type check must cover shared and engine and refuse Node and DOM globals.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/** Where the probe pretends to live, its code, and the start of the message its rule must give. */
type Probe = { file: string; code: string; says?: string };

const SAYS = {
  shared: 'shared imports nothing of ours',
  engine: 'engine imports only shared',
  serverWeb: 'server never imports web',
  webServer: 'web imports server types only',
  feature: 'One web feature never imports another',
  composeInApp: 'Only app/ composes features',
  tooling: 'Application code never imports scripts/',
  orm: 'Only server/db and services touch the ORM',
};

const forbidden: Probe[] = [
  {
    file: 'src/shared/p.ts',
    code: "import { analyzeBreakdown } from '#engine/breakdown';",
    says: SAYS.shared,
  },
  { file: 'src/shared/p.ts', code: "import { loadEnv } from '#server/env';", says: SAYS.shared },
  {
    file: 'src/shared/p.ts',
    code: "import { analyzeBreakdown } from '../engine/breakdown.ts';",
    says: SAYS.shared,
  },
  { file: 'src/shared/p.ts', code: "import { cn } from '#web/lib/cn.ts';", says: SAYS.shared },
  {
    file: 'src/shared/p.ts',
    code: "import type { ApiType } from '#server/app';",
    says: SAYS.shared,
  },
  {
    file: 'src/shared/p.ts',
    code: "import { parseArgs } from '../../scripts/cli-args.ts';",
    says: SAYS.tooling,
  },
  {
    file: 'src/shared/p.ts',
    code: "import pkg from '../../package.json';\nexport { pkg };",
    says: SAYS.shared,
  },
  { file: 'src/shared/p.ts', code: "import { readFileSync } from 'node:fs';", says: SAYS.shared },
  {
    file: 'src/shared/p.ts',
    code: "import Tinypool from 'tinypool';\nexport { Tinypool };",
    says: SAYS.shared,
  },
  { file: 'src/shared/p.ts', code: "export { loadEnv } from '#server/env';", says: SAYS.shared },
  { file: 'src/shared/p.ts', code: "export * from '#engine/breakdown';", says: SAYS.shared },
  {
    file: 'src/shared/p.ts',
    code: "export const load = () => import('#server/env');",
    says: SAYS.shared,
  },
  { file: 'src/engine/p.ts', code: "import { loadEnv } from '#server/env';", says: SAYS.engine },
  { file: 'src/engine/p.ts', code: "import { cn } from '#web/lib/cn.ts';", says: SAYS.engine },
  { file: 'src/engine/p.ts', code: "import { readFileSync } from 'fs';", says: SAYS.engine },
  { file: 'src/engine/p.ts', code: "import { readFileSync } from 'node:fs';", says: SAYS.engine },
  {
    file: 'src/engine/p.ts',
    code: "import Tinypool from 'tinypool';\nexport { Tinypool };",
    says: SAYS.engine,
  },
  {
    file: 'src/engine/p.ts',
    code: "const env = require('#server/env');\nexport { env };",
    says: SAYS.engine,
  },
  {
    file: 'src/engine/extract/p.ts',
    code: "import { loadEnv } from '../../server/env.ts';",
    says: SAYS.engine,
  },
  { file: 'src/server/p.ts', code: "import { cn } from '#web/lib/cn.ts';", says: SAYS.serverWeb },
  {
    file: 'src/server/modules/profile/p.ts',
    code: "import { cn } from '../../../web/lib/cn.ts';",
    says: SAYS.serverWeb,
  },
  {
    file: 'src/web/lib/p.ts',
    code: "import { loadEnv } from '#server/env';",
    says: SAYS.webServer,
  },
  {
    file: 'src/web/app/p.tsx',
    code: "export { createApp } from '#server/app';",
    says: SAYS.webServer,
  },
  {
    file: 'src/web/features/budget/p.ts',
    code: "import { loadEnv } from '../../../server/env.ts';",
    says: SAYS.webServer,
  },
  {
    file: 'src/web/features/budget/p.ts',
    code: "import { useDashboard } from '../dashboard/api.ts';",
    says: SAYS.feature,
  },
  {
    file: 'src/web/features/budget/components/p.tsx',
    code: "import { useDashboard } from '#web/features/dashboard/api.ts';",
    says: SAYS.feature,
  },
  {
    file: 'src/web/lib/p.ts',
    code: "import { useDashboard } from '#web/features/dashboard/api.ts';",
    says: SAYS.composeInApp,
  },
  {
    file: 'src/web/components/p.tsx',
    code: "import { useBudgetMonth } from '../features/budget/api.ts';",
    says: SAYS.composeInApp,
  },
  {
    file: 'src/web/lib/p.ts',
    code: "import { seedDemo } from '../../../scripts/commands/seed-demo.ts';",
    says: SAYS.tooling,
  },
  {
    file: 'src/server/p.ts',
    code: "import { addCategory } from '../../tests/support/budget-requests.ts';",
    says: SAYS.tooling,
  },
  {
    file: 'src/server/modules/profile/routes.ts',
    code: "import { eq } from 'drizzle-orm';",
    says: SAYS.orm,
  },
  {
    file: 'src/server/modules/profile/routes.ts',
    code: "import { user } from '../../db/schema.ts';",
    says: SAYS.orm,
  },
  { file: 'src/server/app.ts', code: "import { user } from '#server/db/schema';", says: SAYS.orm },
  { file: 'src/server/http/p.ts', code: "import { sql } from 'drizzle-orm';", says: SAYS.orm },
  { file: 'src/web/lib/p.ts', code: "import { sql } from 'drizzle-orm';", says: SAYS.orm },
];

const allowed: Probe[] = [
  { file: 'src/shared/p.ts', code: "import { formatPeriod } from '#shared/period';" },
  { file: 'src/shared/budget/p.ts', code: "import { formatPeriod } from '../period.ts';" },
  { file: 'src/shared/p.ts', code: "import { z } from 'zod';" },
  { file: 'src/shared/p.test.ts', code: "import { it } from 'vitest';" },
  { file: 'src/engine/p.ts', code: "import { formatPeriod } from '#shared/period';" },
  { file: 'src/engine/p.ts', code: "import { verifyCounts } from './verify.ts';" },
  { file: 'src/engine/p.test.ts', code: "import fc from 'fast-check';\nexport { fc };" },
  { file: 'src/web/lib/p.ts', code: "import type { ApiType } from '#server/app';" },
  {
    file: 'src/web/app/p.tsx',
    code: "import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';",
  },
  { file: 'src/web/features/budget/p.ts', code: "import { cn } from '#web/lib/cn.ts';" },
  {
    file: 'src/web/features/budget/components/p.tsx',
    code: "import { useBudgetMonth } from '../api.ts';",
  },
  { file: 'src/server/p.ts', code: "import { analyzeBreakdown } from '#engine/breakdown';" },
  { file: 'src/server/modules/profile/service.ts', code: "import { eq } from 'drizzle-orm';" },
  {
    file: 'src/server/modules/profile/service.ts',
    code: "import { user } from '../../db/schema.ts';",
  },
  {
    file: 'src/server/modules/profile/p.api.test.ts',
    code: "import { addCategory } from '../../../../tests/support/budget-requests.ts';",
  },
  { file: 'src/server/db/p.ts', code: "import { sql } from 'drizzle-orm';" },
];

/** A probe's code as a module that uses what it imports, so only the import can be at fault. */
function asModule(probe: Probe): string {
  const named = /^import (type )?\{ ([\w, ]+) \} from/.exec(probe.code);
  if (!named) return `${probe.code}\n`;
  return `${probe.code}\n${named[1] ? 'export type' : 'export'} { ${named[2]} };\n`;
}

let eslint: ESLint;

async function lintProbe(probe: Probe): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(asModule(probe), { filePath: probe.file });
  return result!;
}

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
}, 60_000);

describe('lint: the dependency rules of DESIGN.md section 3', () => {
  it.each(forbidden)(
    'reports $file: $code',
    async (probe) => {
      const result = await lintProbe(probe);
      const layerMessages = result.messages
        .filter((m) => m.ruleId === 'boundaries/dependencies')
        .map((m) => m.message);
      expect(layerMessages).toEqual([expect.stringContaining(probe.says!)]);
    },
    60_000,
  );

  it.each(allowed)(
    'allows $file: $code',
    async (probe) => {
      const result = await lintProbe(probe);
      expect(result.messages.filter((m) => m.severity === 2)).toEqual([]);
    },
    60_000,
  );

  it('reports an import cycle between two files', async () => {
    const cycleLint = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await cycleLint.lintFiles(['tests/lint-probes/cycle/first.ts']);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);
});

describe('typecheck: the pure core has neither Node nor DOM types', () => {
  function readCoreConfig(): ts.ParsedCommandLine {
    const config = ts.getParsedCommandLineOfConfigFile(
      'tsconfig.core.json',
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    return config!;
  }

  it('covers every source file of shared and engine, and no test', () => {
    const relative = (file: string) => path.relative(process.cwd(), path.resolve(file));
    const files = readCoreConfig().fileNames.map(relative);
    const sources = ts.sys
      .readDirectory('src', ['.ts', '.tsx'])
      .map(relative)
      .filter((f) => /^src\/(shared|engine)\//.test(f) && !/\.test\.tsx?$/.test(f));
    expect(sources.length).toBeGreaterThan(20);
    expect([...files].sort()).toEqual([...sources].sort());
  });

  it('refuses process, document and Buffer under tsconfig.core.json', () => {
    const program = ts.createProgram(
      ['tests/lint-probes/impure-core.ts'],
      readCoreConfig().options,
    );
    const unknownNames = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      .map((text) => /Cannot find name '(\w+)'/.exec(text)?.[1]);
    expect(unknownNames).toEqual(expect.arrayContaining(['process', 'document', 'Buffer']));
  }, 60_000);
});
