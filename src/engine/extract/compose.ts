// Shared last steps of every reader: one description out of several texts, and the statement's sign
// convention applied to amounts that do not carry their own sign.
import type { ParsedAmount } from './amounts.ts';
import { foldWords, hasCreditWords, isCardPaymentText, SPENDING_TYPES } from './words.ts';

const MAX_DESCRIPTION_CHARS = 300;

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Joins payee, memo and the like with "; ", dropping empty parts, parts without a letter (ids, amounts),
 * and parts another part already says (a truncated name inside its memo keeps only the memo).
 */
/**
 * A word OCR read with zeros for its O's ('TESC0 ST0RES', 'AMAZ0N.C0.UK', 'D00RDASH*THAI'): the O's
 * put back, so the name is found. Only in a word mostly of letters and with no other digit:
 * 'DE00', 'NR00001234', 'HDFC0000499', '40TH' and references keep their zeros.
 */
export function withLetterOs(text: string): string {
  if (!/\p{L}0|0\p{L}/u.test(text)) return text;
  return text.replace(/\S+/g, (word) => {
    if (!word.includes('0') || /[1-9]/.test(word)) return word;
    const zeros = word.split('0').length - 1;
    const letters = (word.match(/\p{L}/gu) ?? []).length;
    if (letters < 2 || letters < zeros * 2) return word;
    return word.replace(/0/g, (_, at: number) => {
      const near = (word[at - 1] ?? '') + (word[at + 1] ?? '');
      if (!/\p{L}/u.test(near)) return '0';
      return /\p{Ll}/u.test(near) && !/\p{Lu}/u.test(near) ? 'o' : 'O';
    });
  });
}

export function joinDescription(parts: (string | undefined)[]): string {
  const kept: { text: string; folded: string }[] = [];
  // One part has nothing to be compared with: no need to fold it (most statements' records).
  const isAlone = parts.filter(Boolean).length === 1;
  for (const part of parts) {
    if (!part) continue;
    const text = collapse(part);
    if (!/\p{L}/u.test(text)) continue;
    const folded = isAlone ? '' : ` ${foldWords(text) || text.toLowerCase()} `;
    // Compared on whole words: "O" is not inside "HOFER", "Shell Gas" is inside "Shell Gas purchase".
    if (kept.some((k) => k.folded.includes(folded))) continue;
    const truncated = kept.findIndex((k) => folded.startsWith(k.folded.slice(0, -1)));
    if (truncated >= 0) {
      kept[truncated] = { text, folded };
      continue;
    }
    kept.push({ text, folded });
  }
  const joined = kept.map((k) => k.text).join('; ');
  return joined.length > MAX_DESCRIPTION_CHARS
    ? `${joined.slice(0, MAX_DESCRIPTION_CHARS - 1)}…`
    : joined;
}

/**
 * How amounts without their own sign are read: 'auto' (the default) infers the statement's convention
 * as resolveSigns describes; 'as-written' keeps the file's signs and flags and nothing more.
 */
export type SignReading = 'auto' | 'as-written';

/** One amount to be signed, with what the statement says around it. */
export interface SignInput {
  amount: ParsedAmount;
  description: string;
  /** From a debit/credit flag column or word beside the amount. */
  flag?: 'debit' | 'credit';
  /** A transaction-type text (Sale, Payment, Return...). */
  type?: string;
  /** The running balance after this record, in signed cents, when the statement shows one. */
  balanceCents?: number;
}

const sign = (amount: ParsedAmount, negative: boolean): number =>
  amount.cents === 0 ? 0 : negative ? -amount.cents : amount.cents;

/** Rows between two printed balances whose signs are worked out by trying each way (2^n). */
const MAX_GROUP_ROWS = 10;

/**
 * Signs from a running balance: when consecutive balances differ by exactly the amount, the direction of
 * the difference is the sign. Where a statement prints the balance only at the end of each day, the
 * rows between two balances take the one set of signs that carries the first to the second, when only
 * one does. Tries top-to-bottom and newest-first order and keeps the one that explains more rows; null
 * when neither explains most of them.
 */
function signsFromBalance(
  items: SignInput[],
  openingCents?: number,
): (boolean | undefined)[] | null {
  const n = items.length;
  if (n < 2) return null;
  const tryGroups = (): { signs: (boolean | undefined)[]; hits: number; pairs: number } => {
    const signs: (boolean | undefined)[] = new Array(n).fill(undefined);
    let hits = 0;
    let pairs = 0;
    let previous = -1;
    for (let k = 0; k < n; k++) {
      const balance = items[k]?.balanceCents;
      if (balance === undefined) continue;
      // (The first rows' balance before them is the statement's printed opening, when known.)
      const before = previous >= 0 ? items[previous]?.balanceCents : openingCents;
      const group = items.slice(previous + 1, k + 1);
      const start = previous + 1;
      previous = k;
      if (before === undefined || group.length > MAX_GROUP_ROWS) continue;
      pairs++;
      const delta = balance - before;
      let found: boolean[] | undefined;
      let solutions = 0;
      for (let mask = 0; mask < 1 << group.length && solutions < 2; mask++) {
        let sum = 0;
        group.forEach((item, j) => {
          sum += (mask >> j) & 1 ? -item.amount.cents : item.amount.cents;
        });
        if (sum === delta) {
          solutions++;
          found = group.map((_, j) => ((mask >> j) & 1) === 1);
        }
      }
      if (solutions === 1 && found) {
        found.forEach((isOut, j) => (signs[start + j] = isOut));
        hits++;
      }
    }
    return { signs, hits, pairs };
  };
  const tryOrder = (
    newestFirst: boolean,
  ): { signs: (boolean | undefined)[]; hits: number; pairs: number } => {
    const signs: (boolean | undefined)[] = new Array(n).fill(undefined);
    let hits = 0;
    let pairs = 0;
    for (let i = 0; i < n; i++) {
      const before = newestFirst ? items[i + 1] : items[i - 1];
      const current = items[i];
      if (
        !before ||
        !current ||
        before.balanceCents === undefined ||
        current.balanceCents === undefined
      )
        continue;
      pairs++;
      const delta = current.balanceCents - before.balanceCents;
      if (Math.abs(delta) === current.amount.cents && delta !== 0) {
        signs[i] = delta < 0;
        hits++;
      }
    }
    return { signs, hits, pairs };
  };
  const forward = tryGroups();
  const backward = tryOrder(true);
  const best = backward.hits > forward.hits ? backward : forward;
  if (best.pairs === 0 || best.hits < Math.max(1, Math.ceil(best.pairs * 0.6))) return null;
  return best.signs;
}

/**
 * Signed cents for every item, negative for money out, following the statement's convention:
 * - amounts with their own sign (minus, brackets, CR/DR) keep it, and then unsigned ones are money in;
 *   but a card export (charges positive, payments negative: most items positive, the negative ones
 *   payments or refunds, or a Sale/Payment type column saying so), or any statement whose summary
 *   says it is a card's (credit limit, minimum payment...), is turned around;
 * - a debit/credit flag decides for unsigned amounts;
 * - a running balance decides when its steps match the amounts;
 * - otherwise an unsigned amount is spending, unless its words say money came in (deposit, refund,
 *   salary, payment received...).
 */
export function resolveSigns(
  items: SignInput[],
  options: {
    hasFlags?: boolean;
    signs?: SignReading | undefined;
    /** The document is a credit card statement: signed amounts are the card's credits. */
    isCardStatement?: boolean;
    /** The balance the statement prints before its first row. */
    openingCents?: number | undefined;
  } = {},
): number[] {
  const hasNegative = items.some((i) => i.amount.sign === 'negative');
  const hasFlags = options.hasFlags ?? items.some((i) => i.flag !== undefined);

  if (options.signs === 'as-written') {
    // Only what the statement writes: its signs when it writes any (a type column beside signed
    // amounts is not read again), else its debit/credit flags; an unsigned amount is money in, as
    // bookkeeping tools read it.
    return items.map((i) =>
      i.amount.sign === 'negative' || (!hasNegative && i.flag === 'debit')
        ? sign(i.amount, true)
        : i.amount.cents,
    );
  }

  if (hasFlags && !hasNegative) {
    const byFlags = items.map((i) =>
      i.amount.sign === 'positive'
        ? i.amount.cents
        : i.flag === 'debit'
          ? sign(i.amount, true)
          : i.flag === 'credit'
            ? i.amount.cents
            : sign(i.amount, !hasCreditWords(i.description)),
    );
    return provedByBalance(items, byFlags, options.openingCents);
  }

  if (hasNegative) {
    const signed = items.map((i) => sign(i.amount, i.amount.sign === 'negative'));
    // A card statement prints its charges plainly and its credits signed: the signed ones are the
    // fewer, and no amount carries a plus (a statement signed both ways means what it writes).
    const isCardStatement =
      options.isCardStatement === true &&
      !items.some((i) => i.amount.sign === 'positive') &&
      signed.filter((c) => c > 0).length > signed.filter((c) => c < 0).length;
    const isCard = isCardStatement || isCardConvention(items, signed);
    if (isCard) return signed.map((c) => (c === 0 ? 0 : -c));
    // An account that marks its withdrawals ('54.23-') may print a table of checks unmarked under
    // its own heading ('Checks Presented Conventionally'): the heading says they went out.
    const marked = signed.map((c, index) =>
      items[index]?.flag === 'debit' && items[index]?.amount.sign === 'none' ? -Math.abs(c) : c,
    );
    return unsignedByBalance(items, marked, options.openingCents);
  }

  const fromBalance = signsFromBalance(items, options.openingCents);
  // (A card's running balance is what is owed, where no row's own mark says otherwise: it rises
  // with the charges.)
  const isOwed =
    fromBalance !== null &&
    (isBalanceOwed(items, fromBalance) ||
      (options.isCardStatement === true && !items.some((i) => i.amount.sign === 'positive')));
  return items.map((i, index) => {
    if (i.amount.sign === 'positive') return i.amount.cents;
    const byBalance = fromBalance?.[index];
    if (byBalance !== undefined) return sign(i.amount, isOwed ? !byBalance : byBalance);
    return sign(i.amount, !hasCreditWords(i.description));
  });
}

/**
 * Flags that put every row one way say nothing when the rows' own running balance goes both ways:
 * a heading misread as a section's ('Caixa Geral de Depósitos', a bank, taken for a section of
 * deposits) flags the whole statement. Then the balance, whose steps are the amounts, decides each
 * row it proves. (Flags that differ among rows are the statement's columns or sections, kept: a
 * balance misread in places, '111.57 OD', must not turn them.)
 */
function provedByBalance(
  items: SignInput[],
  byFlags: number[],
  openingCents: number | undefined,
): number[] {
  if (new Set(items.map((item) => item.flag)).size > 1) return byFlags;
  const fromBalance = signsFromBalance(items, openingCents);
  if (fromBalance === null || !(fromBalance.includes(true) && fromBalance.includes(false))) {
    return byFlags;
  }
  const isOwed = isBalanceOwed(items, fromBalance);
  return items.map((item, index) => {
    const isOut = fromBalance[index];
    if (isOut === undefined || item.amount.sign === 'positive') return byFlags[index]!;
    return sign(item.amount, isOwed ? !isOut : isOut);
  });
}

/**
 * A page of signed rows (pending payments, '-$12.480') above a table of unsigned ones in debit and
 * credit columns beside a running balance: where that balance goes both ways, it says which way each
 * unsigned row it proves went. (Signed rows keep their signs.)
 */
function unsignedByBalance(
  items: SignInput[],
  marked: number[],
  openingCents: number | undefined,
): number[] {
  if (!items.some((item) => item.amount.sign === 'none' && item.balanceCents !== undefined)) {
    return marked;
  }
  const fromBalance = signsFromBalance(items, openingCents);
  // (Unsigned rows the balance proves going both ways: a statement whose unsigned rows are all money
  // in, its withdrawals marked, keeps its convention.)
  const unsigned = fromBalance?.filter((_, index) => items[index]!.amount.sign === 'none');
  if (!unsigned || !(unsigned.includes(true) && unsigned.includes(false))) return marked;
  const isOwed = isBalanceOwed(items, fromBalance!);
  return items.map((item, index) => {
    if (item.amount.sign !== 'none') return marked[index]!;
    const isOut = fromBalance![index];
    // (One the balance cannot prove, the last of its list, goes as its words say.)
    if (isOut === undefined) return sign(item.amount, !hasCreditWords(item.description));
    return sign(item.amount, isOwed ? !isOut : isOut);
  });
}

/**
 * A running balance that rises with the rows the statement marks as credits ('1,500.00CR') and
 * falls with the rest reads the held way; one that falls with them is what is owed (a card's), and
 * its steps say the opposite of a held one's.
 */
function isBalanceOwed(items: SignInput[], fromBalance: (boolean | undefined)[]): boolean {
  let falls = 0;
  let rises = 0;
  items.forEach((item, index) => {
    const isOut = fromBalance[index];
    if (item.amount.sign !== 'positive' || isOut === undefined) return;
    if (isOut) falls++;
    else rises++;
  });
  return falls > rises;
}

/** Charges positive and payments negative, as many card exports write them. */
function isCardConvention(items: SignInput[], signed: number[]): boolean {
  const typed = items
    .map((item, index) => ({
      type: item.type ? foldWords(item.type) : '',
      cents: signed[index] ?? 0,
    }))
    .filter((t) => SPENDING_TYPES.has(t.type));
  if (typed.length > 0) {
    const positive = typed.filter((t) => t.cents > 0).length;
    return positive >= typed.length * 0.8;
  }
  let positives = 0;
  let negatives = 0;
  for (const cents of signed) {
    if (cents > 0) positives++;
    else if (cents < 0) negatives++;
  }
  if (negatives === 0 || positives < (positives + negatives) * 0.6) return false;
  let paymentLike = 0;
  items.forEach((item, index) => {
    if ((signed[index] ?? 0) < 0 && isCardPaymentText(item.description)) paymentLike++;
  });
  return paymentLike >= negatives * 0.5;
}
