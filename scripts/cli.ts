// `npm run cli -- <command>`: operator and developer commands (see `npm run cli -- help`).
import { formatCommandHelp, formatHelp, parseCommandLine } from './cli-args.ts';
import { commands } from './commands/index.ts';

// Errors whose message is meant for the operator (checked by name so `help` loads no server code).
const EXPECTED_ERRORS = new Set(['UsageError', 'ConfigError', 'DataDirBusyError']);

const output = {
  out: (line: string) => console.log(line),
  err: (line: string) => console.error(line),
};

async function main(): Promise<number> {
  const parsed = parseCommandLine(process.argv.slice(2), commands);
  switch (parsed.kind) {
    case 'help':
      output.out(parsed.command ? formatCommandHelp(parsed.command) : formatHelp(commands));
      return 0;
    case 'error':
      output.err(parsed.message);
      return 1;
    case 'run':
      return parsed.command.run(parsed.input, output);
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    const isExpected = error instanceof Error && EXPECTED_ERRORS.has(error.name);
    console.error(isExpected ? error.message : error);
    process.exitCode = 1;
  });
