// Every CLI command, one file each; `help` lists them in this order.
import type { Command } from '../cli-args.ts';
import { adminGrant } from './admin-grant.ts';
import { breakdown } from './breakdown.ts';
import { licenseCreate } from './license-create.ts';
import { proGrant } from './pro-grant.ts';
import { receipt } from './receipt.ts';
import { seedDemo } from './seed-demo.ts';

export const commands: readonly Command[] = [
  adminGrant,
  proGrant,
  licenseCreate,
  breakdown,
  receipt,
  seedDemo,
];
