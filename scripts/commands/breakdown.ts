// `breakdown <file>`: prints the breakdown JSON of a statement file, as the endpoint answers it (the
// local engine, plus the LLM refinement when AI_PROVIDER=openai is configured). No database needed.
import { readFile } from 'node:fs/promises';
import { CATEGORY_NAME_MAX, normalizeCategoryName } from '#shared/categories';
import { UsageError, type Command } from '../cli-args.ts';

const CATEGORIES_MAX = 200;

/** 'Food, Rent,,' -> ['Food', 'Rent']; refuses names the endpoint would refuse. */
export function parseCategoryList(value: string): string[] {
  const names = [...new Set(value.split(',').map(normalizeCategoryName))];
  const categories = names.filter(Boolean);
  if (categories.length === 0) throw new UsageError('--categories needs at least one name.');
  if (categories.length > CATEGORIES_MAX) {
    throw new UsageError(`--categories takes at most ${CATEGORIES_MAX} names.`);
  }
  const long = categories.find((name) => name.length > CATEGORY_NAME_MAX);
  if (long)
    throw new UsageError(
      `Category "${long.slice(0, 20)}..." is over ${CATEGORY_NAME_MAX} characters.`,
    );
  return categories;
}

/** The --dates and --signs flags as the engine's reading options. */
export function parseReading(
  dates: string | boolean | undefined,
  signs: string | boolean | undefined,
): { dateOrder?: 'DMY' | 'MDY'; signs?: 'auto' | 'as-written' } {
  const reading: { dateOrder?: 'DMY' | 'MDY'; signs?: 'auto' | 'as-written' } = {};
  if (dates !== undefined) {
    const value = String(dates).toLowerCase();
    if (value !== 'dmy' && value !== 'mdy') throw new UsageError('--dates must be dmy or mdy.');
    reading.dateOrder = value === 'dmy' ? 'DMY' : 'MDY';
  }
  if (signs !== undefined) {
    const value = String(signs).toLowerCase();
    if (value !== 'auto' && value !== 'as-written')
      throw new UsageError('--signs must be auto or as-written.');
    reading.signs = value;
  }
  return reading;
}

function describeReadError(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return `No such file: ${file}`;
  if (code === 'EISDIR') return `${file} is a folder, not a statement file.`;
  if (code === 'EACCES' || code === 'EPERM') return `Cannot read ${file}: permission denied.`;
  return `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`;
}

export const breakdown: Command = {
  name: 'breakdown',
  summary: 'Print the breakdown JSON of a statement file (text, CSV, OFX, QIF, CAMT.053)',
  args: ['file'],
  options: {
    categories: {
      type: 'string',
      valueName: 'LIST',
      description: 'Your category names, comma-separated (e.g. "Food,Rent"), as userCategories',
    },
    dates: {
      type: 'string',
      valueName: 'dmy|mdy',
      description: 'How dates like 02/03/2024 read when the file cannot tell (day- or month-first)',
    },
    signs: {
      type: 'string',
      valueName: 'auto|as-written',
      description:
        "auto (default): unsigned amounts are spending unless their words say otherwise, card exports turned around; as-written: the file's own signs, unsigned amounts are money in",
    },
  },
  async run({ args, options }, output) {
    const file = args.file!;
    const userCategories =
      typeof options.categories === 'string' ? parseCategoryList(options.categories) : undefined;
    const reading = parseReading(options.dates, options.signs);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      output.err(describeReadError(file, error));
      return 1;
    }
    const { BREAKDOWN_MESSAGES } = await import('#shared/contract/breakdown');
    if (text.trim() === '') {
      output.err(`${file} is empty. ${BREAKDOWN_MESSAGES.enterTransactions}.`);
      return 1;
    }
    const { loadEnv } = await import('#server/env');
    const { analyzeStatement } = await import('#server/modules/breakdown/analyze');
    const { refinerFromEnv } = await import('#server/modules/breakdown/refine');
    const result = await analyzeStatement({
      message: text,
      userCategories,
      reading,
      refiner: refinerFromEnv(loadEnv()),
    });
    output.out(JSON.stringify(result, null, 2));
    return 0;
  },
};
