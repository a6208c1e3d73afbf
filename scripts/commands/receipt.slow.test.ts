// `npm run cli -- receipt <image>`: a real receipt scan read through OCR, printed in the contract's
// shape (other checks rely on it).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli-args.ts';
import { receipt } from './receipt.ts';

async function run(image: string) {
  const out: string[] = [];
  const code = await receipt.run(
    { args: { image }, options: {} },
    { out: (line) => out.push(line), err: () => {} },
  );
  return { code, body: JSON.parse(out.join('\n')) as Record<string, unknown> };
}

describe('receipt <image>', () => {
  it('prints merchant, total, date, currency and confidence of a scanned receipt', async () => {
    const { code, body } = await run(
      path.resolve('tests/fixtures/receipts/hornbach_23092016_03_15200.jpg'),
    );
    expect(code).toBe(0);
    expect(Object.keys(body)).toEqual(['merchant', 'total', 'date', 'currency', 'confidence']);
    expect(body).toMatchObject({
      merchant: 'Hornbach',
      total: 152,
      date: '2016-09-23',
      currency: 'EUR',
    });
    expect(body.confidence).toBeGreaterThan(0.5);
    expect(body.confidence).toBeLessThanOrEqual(1);
  }, 60_000);

  it('refuses a missing file and a file that is no picture, in words', async () => {
    await expect(run('/nowhere/receipt.jpg')).rejects.toThrow(
      new UsageError('No such file: /nowhere/receipt.jpg'),
    );
    await expect(run(path.resolve('package.json'))).rejects.toThrow(/is not a picture/);
  });
});
