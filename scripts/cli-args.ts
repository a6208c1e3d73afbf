// The CLI's command model and argument parsing: pure, so it is unit-tested without a database.
import { parseArgs } from 'node:util';

export const CLI_NAME = 'npm run cli --';

export interface CommandOption {
  type: 'string' | 'boolean';
  description: string;
  /** Shown in usage, e.g. 'N' for `--count N`. */
  valueName?: string;
}

export interface CommandInput {
  /** Required arguments by name, in the order the command declares them. */
  args: Record<string, string>;
  options: Record<string, string | boolean | undefined>;
}

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface Command {
  /** The words that select the command, e.g. 'admin grant'. */
  name: string;
  summary: string;
  args?: readonly string[];
  options?: Readonly<Record<string, CommandOption>>;
  /** Resolves with the process exit code. Heavy modules are imported inside, so `help` stays fast. */
  run(input: CommandInput, output: CommandOutput): Promise<number>;
}

/** A mistake in how the CLI was called: the message is shown as is and the exit code is 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type ParsedCommandLine =
  | { kind: 'help'; command?: Command }
  | { kind: 'run'; command: Command; input: CommandInput }
  | { kind: 'error'; message: string };

const HELP_FLAGS = new Set(['help', '--help', '-h']);

function wordsOf(command: Command): string[] {
  return command.name.split(' ');
}

/** The command whose name is the longest run of leading words of argv. */
function findCommand(argv: string[], commands: readonly Command[]): Command | undefined {
  let best: Command | undefined;
  for (const command of commands) {
    const words = wordsOf(command);
    const matches = words.every((word, i) => argv[i] === word);
    if (matches && (!best || words.length > wordsOf(best).length)) best = command;
  }
  return best;
}

export function formatUsage(command: Command): string {
  const parts = [CLI_NAME, command.name];
  for (const arg of command.args ?? []) parts.push(`<${arg}>`);
  for (const [name, option] of Object.entries(command.options ?? {})) {
    parts.push(
      option.type === 'string' ? `[--${name} ${option.valueName ?? 'VALUE'}]` : `[--${name}]`,
    );
  }
  return `Usage: ${parts.join(' ')}`;
}

export function formatCommandHelp(command: Command): string {
  const lines = [formatUsage(command), '', command.summary];
  const options = Object.entries(command.options ?? {});
  if (options.length > 0) {
    lines.push('', 'Options:');
    for (const [name, option] of options) lines.push(`  --${name}  ${option.description}`);
  }
  return lines.join('\n');
}

export function formatHelp(commands: readonly Command[]): string {
  const rows = [
    ...commands.map((c) => ({
      usage: [c.name, ...(c.args ?? []).map((a) => `<${a}>`)].join(' '),
      summary: c.summary,
    })),
    { usage: 'help [command]', summary: 'Show this list, or how to use one command' },
  ];
  const width = Math.max(...rows.map((r) => r.usage.length));
  return [
    `Usage: ${CLI_NAME} <command>`,
    '',
    'Commands:',
    ...rows.map((r) => `  ${r.usage.padEnd(width)}  ${r.summary}`),
  ].join('\n');
}

function unknownCommand(argv: string[], commands: readonly Command[]): string {
  const typed = argv.join(' ');
  const related = commands.filter((c) => wordsOf(c)[0] === argv[0]);
  if (related.length > 0) {
    return `Unknown command "${typed}". Did you mean: ${related.map((c) => c.name).join(', ')}?`;
  }
  return `Unknown command "${typed}". Run \`${CLI_NAME} help\` for the list.`;
}

/** Turns the words after `npm run cli --` into a command to run, a help request or a usage error. */
export function parseCommandLine(
  argv: readonly string[],
  commands: readonly Command[],
): ParsedCommandLine {
  const words = [...argv];
  if (words.length === 0) return { kind: 'help' };
  if (HELP_FLAGS.has(words[0]!)) {
    const topic = words.slice(1);
    if (topic.length === 0) return { kind: 'help' };
    const command = findCommand(topic, commands);
    if (!command || wordsOf(command).length !== topic.length) {
      return { kind: 'error', message: unknownCommand(topic, commands) };
    }
    return { kind: 'help', command };
  }

  const command = findCommand(words, commands);
  if (!command) return { kind: 'error', message: unknownCommand(words, commands) };
  const rest = words.slice(wordsOf(command).length);
  if (rest.includes('--help') || rest.includes('-h')) return { kind: 'help', command };

  const usage = formatUsage(command);
  const optionSpecs = Object.fromEntries(
    Object.entries(command.options ?? {}).map(([name, o]) => [name, { type: o.type }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: optionSpecs, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's messages go on to explain `--` escaping; the first sentence is the useful part.
    const message = error instanceof Error ? error.message.split('. To specify')[0] : String(error);
    return { kind: 'error', message: `${message}.\n${usage}` };
  }

  const names = command.args ?? [];
  const missing = names.slice(parsed.positionals.length);
  if (missing.length > 0) {
    return {
      kind: 'error',
      message: `Missing ${missing.map((m) => `<${m}>`).join(' ')}.\n${usage}`,
    };
  }
  const extra = parsed.positionals.slice(names.length);
  if (extra.length > 0) {
    return { kind: 'error', message: `Unexpected argument "${extra[0]}".\n${usage}` };
  }
  const args = Object.fromEntries(names.map((name, i) => [name, parsed.positionals[i]!]));
  // No option is declared `multiple`, so arrays do not occur; the last value wins if they ever do.
  const options: CommandInput['options'] = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    options[name] = Array.isArray(value) ? value.at(-1) : value;
  }
  return { kind: 'run', command, input: { args, options } };
}
