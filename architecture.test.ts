// The architecture proves it is enforced: each lint probe breaks one dependency rule of DESIGN.md
// section 3 and must be reported by the project's real lint configuration; each control is allowed and
// must pass, so a rule that fires on everything fails here too. The pure core's type check must refuse
// Node and DOM globals.
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

type Probe = { file: string; code: string; rule?: string };

const LAYERS = 'boundaries/dependencies';

const forbidden: Probe[] = [
  { file: 'src/shared/probe.ts', code: "import { buildBreakdown } from '#engine/breakdown';" },
  { file: 'src/shared/probe.ts', code: "import { loadEnv } from '#server/env';" },
  { file: 'src/shared/probe.ts', code: "import { buildBreakdown } from '../engine/breakdown.ts';" },
  { file: 'src/shared/probe.ts', code: "import { cn } from '#web/lib/cn.ts';" },
  { file: 'src/shared/probe.ts', code: "import type { ApiType } from '#server/app';" },
  { file: 'src/engine/probe.ts', code: "import { loadEnv } from '#server/env';" },
  { file: 'src/engine/probe.ts', code: "import { cn } from '#web/lib/cn.ts';" },
  { file: 'src/engine/probe.ts', code: "import { readFileSync } from 'fs';" },
  { file: 'src/engine/probe.ts', code: "import { readFileSync } from 'node:fs';" },
  { file: 'src/engine/extract/probe.ts', code: "import { loadEnv } from '../../server/env.ts';" },
  { file: 'src/server/probe.ts', code: "import { cn } from '#web/lib/cn.ts';" },
  {
    file: 'src/server/modules/profile/probe.ts',
    code: "import { cn } from '../../../web/lib/cn.ts';",
  },
  { file: 'src/web/lib/probe.ts', code: "import { loadEnv } from '#server/env';" },
  {
    file: 'src/web/features/budget/probe.ts',
    code: "import { loadEnv } from '../../../server/env.ts';",
  },
  {
    file: 'src/web/features/budget/probe.ts',
    code: "import { useDashboard } from '../dashboard/api.ts';",
  },
  {
    file: 'src/web/features/budget/components/probe.tsx',
    code: "import { useDashboard } from '#web/features/dashboard/api.ts';",
  },
  { file: 'src/server/modules/profile/routes.ts', code: "import { eq } from 'drizzle-orm';" },
  {
    file: 'src/server/modules/profile/routes.ts',
    code: "import { user } from '../../db/schema.ts';",
  },
  { file: 'src/server/app.ts', code: "import { user } from '#server/db/schema';" },
  { file: 'src/server/http/probe.ts', code: "import { sql } from 'drizzle-orm';" },
  { file: 'src/web/lib/probe.ts', code: "import { sql } from 'drizzle-orm';" },
];

const allowed: Probe[] = [
  { file: 'src/shared/probe.ts', code: "import { formatPeriod } from '#shared/period';" },
  { file: 'src/shared/probe.ts', code: "import { z } from 'zod';" },
  { file: 'src/engine/probe.ts', code: "import { formatPeriod } from '#shared/period';" },
  { file: 'src/engine/probe.ts', code: "import { verifyCounts } from './verify.ts';" },
  { file: 'src/web/lib/probe.ts', code: "import type { ApiType } from '#server/app';" },
  { file: 'src/web/features/budget/probe.ts', code: "import { cn } from '#web/lib/cn.ts';" },
  {
    file: 'src/web/features/budget/components/probe.tsx',
    code: "import { useBudgetMonth } from '../api.ts';",
  },
  { file: 'src/server/probe.ts', code: "import { buildBreakdown } from '#engine/breakdown';" },
  { file: 'src/server/modules/profile/service.ts', code: "import { eq } from 'drizzle-orm';" },
  {
    file: 'src/server/modules/profile/service.ts',
    code: "import { user } from '../../db/schema.ts';",
  },
  { file: 'src/server/db/probe.ts', code: "import { sql } from 'drizzle-orm';" },
];

/** The code of a probe as a module that uses what it imports, so only the import can be at fault. */
function asModule(probe: Probe): string {
  const names = /import (?:type )?\{ ([\w, ]+) \}/.exec(probe.code)?.[1] ?? '';
  const isTypeOnly = probe.code.startsWith('import type');
  return `${probe.code}\n${isTypeOnly ? 'export type' : 'export'} { ${names} };\n`;
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
      expect(result.messages.map((m) => m.ruleId)).toContain(probe.rule ?? LAYERS);
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
  it('refuses process, document and Buffer under tsconfig.core.json', () => {
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
    const program = ts.createProgram(['tests/lint-probes/impure-core.ts'], config!.options);
    const unknownNames = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      .map((text) => /Cannot find name '(\w+)'/.exec(text)?.[1]);
    expect(unknownNames).toEqual(expect.arrayContaining(['process', 'document', 'Buffer']));
  }, 60_000);
});
