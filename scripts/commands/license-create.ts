// `license create [--count N]`: prints new license keys, one per line. Only their hashes are stored,
// so the printed keys are the only copy: hand them out from this output.
import type { Command } from '../cli-args.ts';
import { parseCount } from './seed-demo.ts';

export const licenseCreate: Command = {
  name: 'license create',
  summary: 'Print new license keys that unlock Pro once each (only their hashes are stored)',
  options: {
    count: {
      type: 'string',
      valueName: 'N',
      description: 'how many keys (default 1; up to 1,000)',
    },
  },
  async run({ options }, output) {
    const { LICENSE_CREATE_MAX, createLicenseKeys } =
      await import('#server/modules/licenses/service');
    const count = parseCount(
      options.count === undefined ? undefined : String(options.count),
      'count',
      1,
      LICENSE_CREATE_MAX,
    );
    const { loadEnv } = await import('#server/env');
    const { withDatabase } = await import('#server/cli/database');
    const keys = await withDatabase(loadEnv(), (db) => createLicenseKeys({ db, count }));
    for (const key of keys) output.out(key);
    output.err(
      `${keys.length} key${keys.length === 1 ? '' : 's'} created. Keep them now: only their hashes are stored.`,
    );
    return 0;
  },
};
