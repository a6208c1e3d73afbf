// npm run bench:engine: the breakdown of a 30,000-character statement (~500 transactions) in process,
// and how the time grows with input size (it should grow linearly). Timed as the endpoint computes it:
// the engine's analysis, then the response shaped from it.
import { Bench } from 'tinybench';
import { analyzeBreakdown } from '../src/engine/breakdown.ts';
import { toBreakdownResponse } from '../src/server/modules/breakdown/response.ts';
import { generateStatementOfSize } from '../tests/support/statement-generator.ts';

const buildBreakdown = (input: string) => toBreakdownResponse(analyzeBreakdown(input));

const { text, records } = generateStatementOfSize(30_000);
const check = buildBreakdown(text);
console.log(
  `input: ${text.length} characters, ${records.length} transactions; ` +
    `engine found ${check.totalTransactions} out + ${check.moneyIn.transactions.length} in, ` +
    `${check.verification.unparsedLines.length} unparsed, ${check.totalCategories} categories`,
);

const bench = new Bench({ time: 3000, warmupTime: 500 });
bench.add('analyzeBreakdown + toBreakdownResponse, 30,000 characters', () => {
  buildBreakdown(text);
});
await bench.run();
for (const task of bench.tasks) {
  const result = task.result;
  if (!result || !('latency' in result)) continue;
  const { latency } = result;
  console.log(
    `${task.name}: median ${latency.p50.toFixed(2)} ms, mean ${latency.mean.toFixed(2)} ms, ` +
      `p99 ${latency.p99.toFixed(2)} ms, min ${latency.min.toFixed(2)} ms, max ${latency.max.toFixed(2)} ms`,
  );
}

console.log('\nscaling (median of 5 runs each):');
for (const size of [30_000, 100_000, 300_000, 1_000_000]) {
  const input = generateStatementOfSize(size).text;
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    buildBreakdown(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[2]!;
  console.log(
    `  ${String(input.length).padStart(9)} chars: ${median.toFixed(1)} ms (${((median / input.length) * 1e6).toFixed(0)} ns/char)`,
  );
}
