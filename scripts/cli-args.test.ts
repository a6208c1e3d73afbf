import { describe, expect, it } from 'vitest';
import { formatHelp, formatUsage, parseCommandLine, type Command } from './cli-args.ts';
import { commands } from './commands/index.ts';

const noop = async () => 0;

// Shapes like the commands DESIGN.md section 5 plans, so the parser is tested against real needs.
const grant: Command = { name: 'admin grant', summary: 'Grant', args: ['email'], run: noop };
const revoke: Command = { name: 'admin revoke', summary: 'Revoke', args: ['email'], run: noop };
const seed: Command = {
  name: 'seed-demo',
  summary: 'Seed',
  options: {
    email: { type: 'string', description: 'Account', valueName: 'E' },
    transactions: { type: 'string', description: 'How many', valueName: 'N' },
    'dry-run': { type: 'boolean', description: 'Print only' },
  },
  run: noop,
};
const fixtures = [grant, revoke, seed];

describe('parseCommandLine', () => {
  it('selects a multi-word command and names its arguments', () => {
    expect(parseCommandLine(['admin', 'grant', 'a@x.com'], fixtures)).toEqual({
      kind: 'run',
      command: grant,
      input: { args: { email: 'a@x.com' }, options: {} },
    });
  });

  it('parses string and boolean options in any order', () => {
    const parsed = parseCommandLine(
      ['seed-demo', '--transactions', '500', '--dry-run', '--email=d@x.com'],
      fixtures,
    );
    expect(parsed).toMatchObject({
      kind: 'run',
      command: seed,
      input: { args: {}, options: { transactions: '500', 'dry-run': true, email: 'd@x.com' } },
    });
  });

  it('reports a missing argument with the usage line', () => {
    const parsed = parseCommandLine(['admin', 'grant'], fixtures);
    expect(parsed).toEqual({
      kind: 'error',
      message: 'Missing <email>.\nUsage: npm run cli -- admin grant <email>',
    });
  });

  it('rejects extra arguments, unknown options and options missing their value', () => {
    expect(parseCommandLine(['admin', 'grant', 'a@x.com', 'b@x.com'], fixtures)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Unexpected argument "b@x.com"\./),
    });
    expect(parseCommandLine(['admin', 'grant', 'a@x.com', '--force'], fixtures)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Unknown option '--force'\.\nUsage:/),
    });
    expect(parseCommandLine(['seed-demo', '--email'], fixtures)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining("'--email <value>' argument missing"),
    });
  });

  it('suggests the commands of a group when only the group word is given', () => {
    expect(parseCommandLine(['admin'], fixtures)).toEqual({
      kind: 'error',
      message: 'Unknown command "admin". Did you mean: admin grant, admin revoke?',
    });
    expect(parseCommandLine(['frobnicate'], fixtures)).toEqual({
      kind: 'error',
      message: 'Unknown command "frobnicate". Run `npm run cli -- help` for the list.',
    });
  });

  it('answers help for nothing, help, --help, and a command with --help', () => {
    expect(parseCommandLine([], fixtures)).toEqual({ kind: 'help' });
    expect(parseCommandLine(['help'], fixtures)).toEqual({ kind: 'help' });
    expect(parseCommandLine(['-h'], fixtures)).toEqual({ kind: 'help' });
    expect(parseCommandLine(['help', 'admin', 'grant'], fixtures)).toEqual({
      kind: 'help',
      command: grant,
    });
    expect(parseCommandLine(['admin', 'grant', '--help'], fixtures)).toEqual({
      kind: 'help',
      command: grant,
    });
    expect(parseCommandLine(['help', 'admin'], fixtures)).toMatchObject({ kind: 'error' });
  });

  it('treats everything after -- as arguments, so odd emails still reach the command', () => {
    expect(parseCommandLine(['admin', 'grant', '--', '-odd@x.com'], fixtures)).toMatchObject({
      kind: 'run',
      input: { args: { email: '-odd@x.com' } },
    });
  });
});

describe('help text', () => {
  it('shows placeholders for arguments and option values', () => {
    expect(formatUsage(seed)).toBe(
      'Usage: npm run cli -- seed-demo [--email E] [--transactions N] [--dry-run]',
    );
  });

  it('lists every registered command and help, aligned', () => {
    const help = formatHelp(commands);
    expect(help).toContain('  admin grant <email>  Make an existing account an admin');
    expect(help).toContain('  help [command]       Show this list');
  });
});
