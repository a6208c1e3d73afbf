// Text in reading order from a table whose amount columns stand before its words and its balance
// after them (Mizuho's 日付 / お引出金額 / お預入金額 / お取引内容 / 残高): each record is its date, its
// amount, its words, then its running balance, a cell a line ('2025.10.01' / '648' / 'JCBﾃﾞﾋﾞｯﾄ
// ｾﾌﾞﾝｲﾚﾌﾞﾝ' / '283,969'). Read as they stand, the amount would be a record without words and the
// balance another. The statement's own arithmetic says which they are: the second figures chain as
// running balances, each the one before less or more the first figure.
import type { LineInfo } from './text-line.ts';

/** Lines of words a record may take between its two figures. */
const WORD_LINES = 3;

interface Split {
  amount: number;
  words: number[];
  balance: number;
}

function splitAt(infos: readonly LineInfo[], date: number): Split | undefined {
  const amount = date + 1;
  if (infos[amount]?.kind !== 'amountOnly') return undefined;
  let j = amount + 1;
  while (j <= amount + WORD_LINES && infos[j]?.kind === 'text') j++;
  if (j === amount + 1 || infos[j]?.kind !== 'amountOnly') return undefined;
  return {
    amount,
    words: Array.from({ length: j - amount - 1 }, (_, i) => amount + 1 + i),
    balance: j,
  };
}

const centsAt = (infos: readonly LineInfo[], k: number) => infos[k]!.amount!.parsed.cents;

/**
 * Puts each such record's words before its amount and takes its second figure for its balance,
 * where three records or more chain so and most dated records are split so. In place.
 */
export function joinFiguresAroundWords(infos: LineInfo[]): void {
  const dates = infos.flatMap((info, k) => (info.kind === 'dateOnly' ? [k] : []));
  const splits = dates.map((k) => splitAt(infos, k));
  let chained = 0;
  for (let i = 1; i < splits.length; i++) {
    const [before, now] = [splits[i - 1], splits[i]];
    if (!before || !now) continue;
    const step = Math.abs(centsAt(infos, now.balance) - centsAt(infos, before.balance));
    if (step === Math.abs(centsAt(infos, now.amount))) chained++;
  }
  const found = splits.filter((split) => split !== undefined);
  if (chained < 3 || found.length * 2 < dates.length) return;
  for (const { amount, words, balance } of found) {
    const figure = infos[amount]!;
    const wordInfos = words.map((k) => infos[k]!);
    const balanceInfo = infos[balance]!;
    wordInfos.forEach((info, i) => (infos[amount + i] = info));
    infos[balance] = { ...figure, lineNo: balanceInfo.lineNo, balance: balanceInfo.amount };
  }
}
