// The balances a statement prints before and after its transactions (opening and closing, previous and
// new), so that verification can check opening + money in - money out = closing: a stronger proof of
// completeness than a line count. Only a label and its amount on one line are read (side by side, or in
// neighbouring cells of a layout); a statement that prints them apart (labels in one column, values in
// another) gives none, and is checked by count only.
import { CURRENCY_CODES, parseAmount, withoutMarkStop, type DecimalStyle } from './amounts.ts';
import { layoutCells, type LayoutCell } from './input.ts';
import { foldWords } from './words.ts';

export interface StatementBalances {
  /** Signed cents: negative when the statement marks the balance as owed (DR, S, Soll, minus). */
  openingCents: number;
  closingCents: number;
}

const OPENING =
  /^(?:statement )?(?:opening|beginning|starting|start|previous|prior|old) (?:statement |monthly |account )?bal(?:ance)?\b|^beginning (?:net )?account value\b|^previous (?:total )?amount due\b|^last (?:month s |statement s? )?balance\b|^saldo fra (?:forrige|sidste)\b|^balance (?:brought forward|b f|last statement|forward|from (?:your )?(?:previous|last) statement)\b|^b f balance\b|^brought forward\b|^(?:alter kontostand|anfangssaldo|saldovortrag|saldo (?:anterior|inicial|iniziale|precedent|precedente|di apertura|de abertura|contabile iniziale|vorige)|solde (?:precedent|initial|anterieur|de debut|d ouverture|au debut|depart)|ancien solde|alter saldo|saldo vormonat|saldo (?:der )?letzten? (?:abrechnung|rechnung)|beginsaldo|openingssaldo|vorig saldo|vorheriger saldo|saldo poczatkowe|ingaende saldo|inngaende saldo|pocatecni (?:zustatek|stav)|nyito egyenleg|primo saldo|fatura anterior|onceki donem borcu|devreden bakiye|devir bakiyesi|onceki bakiye|saldo awal|so du dau ky|sold initial|sold anterior|alkusaldo)\b/;
const CLOSING =
  /^(?:total |statement )?(?:closing|ending|end|new|current) (?:statement |account )?bal(?:ance)?\b|^account balance$|^ending (?:net )?account value\b|^total (?:amount )?dues?$|^total outstanding$|^total balance\b|^balance (?:carried forward|c f|this statement|(?:to )?carry forward)\b|^c f balance\b|^carried forward\b|^(?:neuer kontostand|endsaldo|saldo (?:final|finale|actual|atual|di chiusura|de cierre|de fecho|contabile finale)|solde (?:final|nouveau|actuel|de cloture)|nouveau solde|neuer saldo|eindsaldo|afsluitend saldo|nieuw saldo|aktueller saldo|saldo koncowe|utgaende saldo|konecny (?:zustatek|stav)|zaro egyenleg|ultimo saldo|total desta fatura|pago para no generar intereses|donem borcu|guncel borc|son bakiye|donem sonu bakiye|saldo akhir|so du cuoi ky|sold final|loppusaldo)\b/;
const PREVIOUS_PERIOD =
  /\b(?:of|from) (?:the )?(?:previous|prior|last) (?:statement|period|month)\b|\b(?:del|do|de|della|du) (?:periodo|periode|mes|mese|mois|corte|extracto|extrato) (?:anterior|precedente|precedent)\b|\banterior$/;
// Cyrillic labels keep their letters (foldWords keeps Latin only): 'Остаток на начало периода'.
const OPENING_CYRILLIC =
  /^(?:остаток на начало|входящий остаток|входящий баланс|баланс на начало|начальный остаток)/;
const CLOSING_CYRILLIC =
  /^(?:остаток на конец|исходящий остаток|исходящий баланс|баланс на конец|конечный остаток)/;
// Korean, Chinese and Japanese labels, without spaces: '이월잔액' (brought forward), '期初余额'
// (at the start of the period), '前回残高' (last statement's balance).
const OPENING_CJK =
  /^(?:이월잔액|전일잔액|기초잔액|전기이월|期初余额|期初餘額|上期余额|上期結餘|上期结余|前回残高|前月繰越|前月残高|繰越残高|繰越$)/;
const CLOSING_CJK =
  /^(?:기말잔액|최종잔액|당일잔액|期末余额|期末餘額|本期余额|本期結餘|本期结余|今回残高|今月残高|当月残高|現在残高)/;

// PDF text spaces a label's letters apart ('Ope ning Balance', 'Clos ing Balance'): the same words
// are known without their spaces.
const OPENING_UNSPACED = new RegExp(OPENING.source.replace(/ /g, ''));
const CLOSING_UNSPACED = new RegExp(CLOSING.source.replace(/ /g, ''));
/** Words that may name a balance, to pass over the lines that cannot hold one. */
const BALANCE_WORDS =
  /account value|잔액|余额|餘額|结余|結餘|残高|繰越|bal(?:ance)?\b|total (?:amount )?due|total outstanding|saldo|solde|kontostand|b\/f|c\/f|brought|carried|остаток|баланс|сальдо|на депозите|на сч[её]те|на карте|b a l a n c e|ba\s?lance|s a l d o|fatura|z[uů]statek|po[cč][aá]te[cč]n[ií] stav|kone[cč]n[yý] stav|egyenleg|bor[cç]u|bak.ye|sold\b|loppusaldo|alkusaldo/i;

// The figure stands on its own ("$209.01"), so a misprinted "$1,23.45" is not read as 23.45.
const LAST_AMOUNT =
  /(?:^|\s)([-+(]?\s?(?:(?:[$€£₹]|R\$?|Rs\.?|S\$|RM)\s?)?(?:\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+|\d+)[.,]\d{2}\)?-?)\s*(CR|DR|Cr|Dr|\(Cr\)|\(Dr\)|\(CR\)|\(DR\)|OD|H|S|C|D|\+|-)?\s*(?:[A-Z]{3}|\p{Sc}|H? ?E ?UR|Euro)?\s*$/u;

export function readBalanceLine(line: string, style: DecimalStyle): number | undefined {
  // OCR's O for a zero inside a figure ('$1,182.4O').
  const m = LAST_AMOUNT.exec(line.replace(/(\d[.,]?)[Oo](?=\d|\s|$)/g, '$10'));
  if (!m) return undefined;
  // (A currency written in letters before the figure, 'R12 214.65', is not the figure's.)
  const parsed = parseAmount((m[1] ?? '').replace(/(?:R\$?|Rs\.?|S\$|RM)\s?(?=\d)/, ''), style);
  if (!parsed) return undefined;
  const marker = m[2];
  const isOwed =
    parsed.sign === 'negative' ||
    marker === 'DR' ||
    marker === 'Dr' ||
    marker === 'S' ||
    marker === 'D' ||
    marker === 'OD' ||
    marker === '(Dr)' ||
    marker === '(DR)';
  return isOwed && marker !== '+' ? -parsed.cents : parsed.cents;
}

export type BalanceKind = 'opening' | 'closing' | 'dated';

/**
 * The words of a label before its figures and the currency they are in ('Total deposits CHF
 * 1,204.50' -> 'Total deposits'), as printed.
 */
export function labelWords(text: string): string {
  // (Only a known currency's code: 'TOTAL AMOUNT DUE' keeps its 'DUE'.)
  // (A summary's sum sign before its label is no part of it: '(=) Total Amount Due'.)
  return text
    .replace(/^\s*\(?[-+=]\)?\s+/, '')
    .replace(/[\d\p{Sc}.,:()+-]+.*$/u, '')
    .replace(/\s+([A-Z]{3})\s*$/, (code, letters: string) =>
      CURRENCY_CODES.has(letters) ? '' : code,
    )
    .trim();
}

/** Whether a label names the opening or the closing balance, or a balance on a date. */
export function balanceKind(text: string): BalanceKind | undefined {
  const kind = balanceKindOf(text);
  if (kind || !/\p{L} ?\/ ?\p{L}/u.test(text)) return kind;
  // A label in two languages ('Số dư đầu kỳ/Opening balance', 'BAKI PENUTUP / CLOSING BALANCE'):
  // either names it.
  for (const part of text.split('/')) {
    const partKind = part.trim().length >= 4 ? balanceKindOf(part) : undefined;
    if (partKind) return partKind;
  }
  return undefined;
}

function balanceKindOf(text: string): BalanceKind | undefined {
  const words = labelWords(text);
  // 'Dein neuer Kontostand', 'Your closing balance': the possessive says nothing more.
  const label = foldWords(words).replace(/^(?:dein|deine|ihr|your|votre|uw|je|su|tu) /, '');
  if (OPENING.test(label)) return 'opening';
  // The closing balance of the period before is this one's opening ('SALDO FINAL DEL PERIODO
  // ANTERIOR', 'Closing balance of previous statement').
  if (CLOSING.test(label)) return PREVIOUS_PERIOD.test(label) ? 'opening' : 'closing';
  const cyrillic = words.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
  if (OPENING_CYRILLIC.test(cyrillic)) return 'opening';
  if (CLOSING_CYRILLIC.test(cyrillic)) return 'closing';
  // 'Остаток на 13.02.23', 'На депозите 13.05.23': a balance on a date.
  if (/^(?:остаток|баланс|сальдо|на депозите|на счете|на карте)(?: на)?$/.test(cyrillic)) {
    return 'dated';
  }
  const cjk = words.replace(/\s+/g, '');
  if (OPENING_CJK.test(cjk)) return 'opening';
  if (CLOSING_CJK.test(cjk)) return 'closing';
  const unspaced = label.replace(/ /g, '');
  if (OPENING_UNSPACED.test(unspaced)) return 'opening';
  if (CLOSING_UNSPACED.test(unspaced)) return 'closing';
  // 'Balance on 01 March 2024', 'Solde créditeur au 04/07/2022': which one, the statement's order
  // says (the first, the last).
  return /^(?:balance|saldo|solde|kontostand)(?: crediteur| debiteur| contabile)? (?:on|as of|as at|at|am|au|al|per|pr|op)$/.test(
    label,
  )
    ? 'dated'
    : undefined;
}

/** A figure and the marks after it, as a summary prints it ('1,00,880.13', '46,123.45(Cr)'). */
const SUMMARY_FIGURE =
  /[-+]?(?:[$€£₹]\s?)?\d[\d.,' ]*[.,]\d{2}(?:\s?(?:\((?:Cr|Dr|CR|DR)\)|CR|DR|Cr|Dr))?/g;

/**
 * A cell whose columns the text collapsed to single spaces ('Opening Balance 46,123.45 Total
 * Withdrawal Amount 53,979.32 ... Closing Balance 1,00,880.13'): one cell per label and its figure.
 */
function labelledFigures(cell: string): string[] {
  const figures = [...cell.matchAll(SUMMARY_FIGURE)];
  if (figures.length < 2) return [cell];
  const parts: string[] = [];
  let from = 0;
  for (const m of figures) {
    const end = m.index + m[0].length;
    parts.push(cell.slice(from, end).trim());
    from = end;
  }
  // Each part must name what its figure is: else the cell is one label's, as before.
  return parts.every((part) => /\p{L}{3}/u.test(part.replace(SUMMARY_FIGURE, ''))) ? parts : [cell];
}

const LEADING_DATE =
  /^(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?|\p{L}{3,9}\.? \d{1,2},?(?: \d{4})?|\d{1,2}\.? \p{L}{3,9}\.?(?: \d{4})?) (?=\p{L})/u;

/** A balance in whole units, its currency's code or mark before or after it. */
const WHOLE_BALANCE =
  /^(?:[A-Z]{3} ?|[¥₩$] ?)?([-+]?(?:\d{1,9}|\d{1,3}(?:[ ,.'\u00a0\u202f]\d{3})+))(?: ?[A-Z]{3})?$/;

/** A figure in whole units alone ('$1.845.230', 'JPY 132,847', '412 508'), in cents. */
function readWholeFigure(text: string): number | undefined {
  const figure = WHOLE_BALANCE.exec(text)?.[1];
  return figure === undefined ? undefined : Number(figure.replace(/[^\d-]/g, '')) * 100;
}

/**
 * The opening or closing balance a cell of a line states: its label and amount in the cell ("Opening
 * balance: $50,000.00 CR"), or the label alone with the amount in the next cell, as a summary box
 * printed beside other text lays them out ("Account name  SaveOne  Opening balance  0").
 */
function readBalanceCells(
  line: string,
  style: DecimalStyle,
  isPeriodFirst = false,
): { kind: BalanceKind; cents: number | undefined }[] {
  // A row's date before its label ('Jan 1 Opening Balance $5.00') says nothing of which balance.
  const cells = layoutCells(line)
    .map((cell) => cell.text.replace(LEADING_DATE, ''))
    .flatMap(labelledFigures);
  const found: { kind: BalanceKind; cents: number | undefined }[] = [];
  for (const [index, cell] of cells.entries()) {
    const kind = balanceKind(cell);
    if (!kind) continue;
    const next = cells[index + 1] ?? '';
    // The figures after the label, up to the next label: the last is the balance column's.
    const after = cells.slice(index + 1);
    const nextLabel = after.findIndex((c) =>
      /\p{L}{2}/u.test(c.replace(/\b(?:CR|DR|EUR|USD|GBP|Euro)\b/g, '')),
    );
    // (Under 'This Period   Year-to-Date' the first is the statement's.)
    const figures = nextLabel < 0 ? after : after.slice(0, nextLabel);
    const rest = (isPeriodFirst ? figures.slice(0, 1) : figures).join('  ');
    // A whole-number figure alone in its cell is a balance in whole units ("0", "412 508",
    // "JPY 132,847").
    const whole = readWholeFigure(next);
    // (A label that ends the line takes the figure before it, where a table prints its words right
    // of its money: '01/11/26   1.547,82   SALDO INIZIALE'.)
    const before = index > 0 && index === cells.length - 1 ? cells[index - 1]! : '';
    const cents =
      readBalanceLine(cell, style) ??
      readBalanceLine(rest, style) ??
      readBalanceLine(next, style) ??
      whole ??
      (before ? readBalanceLine(before, style) : undefined);
    // 'Solde débiteur': the account is overdrawn, though the figure carries no sign.
    const isOverdrawn = /\bdebiteur\b/.test(foldWords(cell));
    found.push({ kind, cents: isOverdrawn && cents !== undefined ? -Math.abs(cents) : cents });
  }
  return found;
}

/** A date alone on its line ('31.10.2026', '2026-10-31', '31/10/26'). */
const DATE_ALONE = /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\.?\s*$/;

const PERIOD_THEN_YEAR = /\bthis (?:period|statement|month)\b.*\b(?:year[- ]to[- ]date|ytd)\b/i;
/** How many lines under such a header its figures' columns go on. */
const PERIOD_HEADER_REACH = 15;

/** The first opening and the last closing balance printed as a label with its amount, when both are. */
export function readStatementBalances(
  printed: readonly string[],
  style: DecimalStyle,
  isWholeUnits = false,
): StatementBalances | null {
  // A summary drawn as a box ('| Previous balance   £1,327.44 |'): its rules are no words.
  // (A figure grouped by no-break spaces, '45 210,33', is one figure, as with plain spaces.)
  // (A rupee sign the PDF's font maps to a backquote, '`74,967.54', is the rupee's.)
  const lines = printed.map((printedLine) => {
    const line = withoutMarkStop(
      printedLine.replace(/(\d)[\u00a0\u202f](?=\d)/g, '$1 ').replace(/`(?=\d)/g, '₹'),
    );
    return /[|│┃║]/.test(line) ? line.replace(/[|│┃║]/g, ' ') : line;
  });
  let openingCents: number | undefined;
  let closingCents: number | undefined;
  const dated: number[] = [];
  // Several accounts in one statement (checking, then savings) print several openings.
  const openings = new Set<number>();
  const events: { kind: 'opening' | 'closing'; cents: number }[] = [];
  const carried: { kind: 'opening' | 'closing'; cents: number }[] = [];
  // A rewards programme's balances ('CASHBACK BONUS' / 'Opening Balance  $20.00') are not money.
  // (A few lines only: text in reading order has no blank line to end them, and a card's name may
  // hold the word, 'ANZ Rewards Platinum', over the whole statement.)
  let rewardsUntil = -1;
  // Rows of the table that are a balance alone on a date ('29.02.2024  Kontostand  3'120.45').
  const bare: number[] = [];
  // Where the header of a summary's figures was last seen saying the period's come first and the
  // year's after ('This Period   Year-to-Date').
  let periodFirstAt = -Infinity;
  for (const [index, line] of lines.entries()) {
    if (PERIOD_THEN_YEAR.test(line)) periodFirstAt = index;
    if (line.trim() === '') rewardsUntil = -1;
    else if (!/\d/.test(line) && REWARDS.test(line)) rewardsUntil = index + REWARDS_LINES;
    const isRewards = index <= rewardsUntil;
    if (isRewards || line.length > 300 || !BALANCE_WORDS.test(line)) continue;
    const bareCents = readBareBalanceRow(line, style);
    if (bareCents !== undefined) bare.push(bareCents);
    // (In reading order a label's date may stand between it and its figure: 'Alter Kontostand' /
    // '31.10.2026' / '1.842,17'.)
    const dateBelow = !/\d/.test(line) && DATE_ALONE.test(lines[index + 1] ?? '') ? 1 : 0;
    // (A count in a label, 'Total Withdrawals (21)', is no figure.)
    const found = /\d/.test(line.replace(/\(\d{1,4}\)/g, ''))
      ? readBalanceCells(line, style, index - periodFirstAt <= PERIOD_HEADER_REACH)
      : (readLabelAlone(line, lines[index + 2 + dateBelow] ?? '') ??
        readBalanceHeader(
          line,
          lines.slice(index + 1, index + 4),
          style,
          lines[index - 1],
          isWholeUnits,
        ));
    // (A balance brought forward from the page before is the same account's.)
    const isCarried = /forward|übertrag|report|\bb\/f\b|\bc\/f\b/i.test(line);
    for (const { kind, cents: printed } of found) {
      // A label whose figure the text put on the line below ('На Депозите 13.02.23' / '1 204 134,61 ₸').
      // (One figure: a row of several is a summary's, each under its own label.)
      const below = /\S\s{2,}\S/.test(lines[index + 1 + dateBelow]?.trim() ?? '')
        ? ''
        : (lines[index + 1 + dateBelow]?.trim() ?? '');
      const cents =
        printed ??
        (FIGURE_LINE.test(below)
          ? (readBalanceLine(below, style) ?? (isWholeUnits ? readWholeFigure(below) : undefined))
          : undefined);
      if ((kind === 'opening' || kind === 'closing') && cents !== undefined && !isCarried)
        events.push({ kind, cents });
      // A balance on a date after an opening ('Saldo pr. 31.01.2024') closes that account's table.
      if (
        kind === 'dated' &&
        cents !== undefined &&
        !isCarried &&
        events.at(-1)?.kind === 'opening'
      ) {
        events.push({ kind: 'closing', cents });
      }
      // A balance carried from one page to the next is neither the statement's opening nor its
      // closing, unless no other line gives that one.
      if (isCarried && (kind === 'opening' || kind === 'closing')) {
        if (cents !== undefined) carried.push({ kind, cents });
      } else if (kind === 'opening') {
        openingCents ??= cents;
        if (cents !== undefined) openings.add(cents);
      } else if (kind === 'closing') closingCents = cents ?? closingCents;
      else if (cents !== undefined) dated.push(cents);
    }
  }
  if (openings.size > 1) return balancesOfAccounts(events);
  if (openingCents === undefined && closingCents === undefined) {
    const accounts = carriedAccounts(carried);
    const moved = accounts.filter((a) => a.openingCents !== a.closingCents);
    if (moved.length > 0 && moved.length < accounts.length) {
      openingCents = moved.reduce((sum, a) => sum + a.openingCents, 0);
      closingCents = moved.reduce((sum, a) => sum + a.closingCents, 0);
    }
  }
  openingCents ??= carried.find((c) => c.kind === 'opening')?.cents;
  // (Not a balance carried to a page that brings it forward again: 'BALANCE C/F  5,639.18' at page
  // 1's foot, 'BALANCE B/F  5,639.18' at page 2's head. The statement goes on past it.)
  const lastCarried = carried.at(-1);
  if (lastCarried?.kind === 'closing') closingCents ??= lastCarried.cents;
  if (openingCents !== undefined && closingCents === undefined) {
    closingCents = events.filter((e) => e.kind === 'closing').at(-1)?.cents;
  }
  // An opening, then one row of the table that is its balance alone: that row closes it
  // ('29/02  Saldo Anterior  2.184,37 C' ... '29/03  S A L D O  4.097,87 C').
  if (openingCents !== undefined && closingCents === undefined && bare.length === 1) {
    closingCents = bare[0];
  }
  // A new balance, and a balance on a date before it ('SOLDE AU : 31/10/2026' ... 'Nouveau
  // solde'): that one opened the statement.
  if (openingCents === undefined && closingCents !== undefined && dated.length > 0) {
    openingCents = dated[0];
  }
  // Balances on two dates, and no other: the first opens the statement, the last closes it.
  if (openingCents === undefined && closingCents === undefined && dated.length >= 2) {
    openingCents = dated[0];
    closingCents = dated[dated.length - 1];
  }
  // Two rows of the table that are its balance alone: the first opens it, the second closes it.
  // (More are the balance at each day's end, not the opening.)
  if (openingCents === undefined && closingCents === undefined && bare.length === 2) {
    [openingCents, closingCents] = bare;
  }
  // Text in reading order prints a summary's labels one a line, then its figures in the same order.
  if (openingCents === undefined || closingCents === undefined) {
    for (const { kind, cents } of readLabelBlocks(lines, style, isWholeUnits)) {
      if (kind === 'opening') openingCents ??= cents;
      else if (kind === 'closing') closingCents ??= cents;
    }
  }
  return openingCents === undefined || closingCents === undefined
    ? null
    : { openingCents, closingCents };
}

/**
 * Accounts a statement lists one after another, each between a balance brought forward and one
 * carried forward ('B/F BALANCE  0.00' ... 'C/F BALANCE  0.00', then the savings account's): a
 * balance carried to a page and brought forward on the next, the same figure, goes on with its
 * account.
 */
function carriedAccounts(
  carried: readonly { kind: 'opening' | 'closing'; cents: number }[],
): StatementBalances[] {
  const accounts: StatementBalances[] = [];
  let opening: number | undefined;
  for (const { kind, cents } of carried) {
    if (kind === 'opening') {
      const last = accounts.at(-1);
      // (Brought forward as it was carried: the same account's next page.)
      if (opening === undefined && last && last.closingCents === cents) {
        accounts.pop();
        opening = last.openingCents;
      } else opening ??= cents;
    } else if (opening !== undefined) {
      accounts.push({ openingCents: opening, closingCents: cents });
      opening = undefined;
    }
  }
  return accounts;
}

// (And the programmes' own currencies and names: Desjardins' BONIDOLLARS, Nedbank's Greenbacks,
// FNB's eBucks, Navy Federal's cashRewards.)
/** How many lines a rewards programme's summary takes after its heading. */
const REWARDS_LINES = 8;

const REWARDS =
  /\b(?:cash ?back|(?:cash)?rewards?|points|miles|avios|bonus|punkte|cagnotte|bonidollars|greenbacks|ebucks)\b/i;

/**
 * A label alone on its line ('Beginning Balance'), its figure on the line below; not the last of a
 * block of labels whose figures follow in a block of their own.
 */
function readLabelAlone(
  line: string,
  afterFigure: string,
): { kind: BalanceKind; cents: undefined }[] | undefined {
  // (A date after the figure is the next row's, not the next label's figure.)
  const after = afterFigure.trim();
  if (layoutCells(line).length !== 1 || (FIGURE_LINE.test(after) && !DATE_ALONE.test(after)))
    return undefined;
  const kind = balanceKind(line.trim());
  return kind === 'opening' || kind === 'closing' ? [{ kind, cents: undefined }] : undefined;
}

const BARE_BALANCE_ROW =
  /^\s*\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\s+(?:kontostand|saldo|solde|balance|s a l d o)\s{2,}(\S.*)$/i;

/** A row of a dated table that is the balance alone ('29.02.2024  Kontostand   3'120.45'). */
function readBareBalanceRow(line: string, style: DecimalStyle): number | undefined {
  const m = BARE_BALANCE_ROW.exec(line);
  return m ? readBalanceLine(m[1] ?? '', style) : undefined;
}

/**
 * A statement of several accounts, each table between its own opening and closing balance (a
 * summary above may repeat a pair): together they hold every transaction, so the balances are the
 * accounts' sums. Null when the openings and closings do not pair up in turn.
 */
function balancesOfAccounts(
  events: readonly { kind: 'opening' | 'closing'; cents: number }[],
): StatementBalances | null {
  const pairs = new Map<string, StatementBalances>();
  let opening: number | undefined;
  for (const { kind, cents } of events) {
    if (kind === 'opening') {
      if (opening !== undefined) return null;
      opening = cents;
    } else if (opening !== undefined) {
      pairs.set(`${opening}|${cents}`, { openingCents: opening, closingCents: cents });
      opening = undefined;
    }
  }
  if (opening !== undefined || pairs.size < 2) return null;
  let openingCents = 0;
  let closingCents = 0;
  for (const pair of pairs.values()) {
    openingCents += pair.openingCents;
    closingCents += pair.closingCents;
  }
  return { openingCents, closingCents };
}

/** A line that is one figure alone: an amount ('+ $430.60', '-1.110,90€', '= $1,102.37') or a number. */
// (With its currency's mark before it: '$', 'R' for rand, 'RM' for ringgit, 'Rs.'.)
// (A sign after the figure too, as German statements print it: '412,37-', '458,36+'.)
const FIGURE_LINE =
  /^[-+=]?\s?(?:CR|DR)?(?:[$€£]|R|RM|Rs\.?)?\s?[-+]?\d[\d.,' ]*[-+]?(?:\s?(?:\p{Sc}|[CD][Rr]|[A-Z]{3}))?$/u;

/**
 * A run of labels one a line ('Previous Balance' / 'Payments' / ... / 'New Balance') followed by as
 * many figures one a line: the k-th figure is the k-th label's.
 */
function readLabelBlocks(
  lines: readonly string[],
  style: DecimalStyle,
  isWholeUnits: boolean,
): { kind: BalanceKind; cents: number | undefined }[] {
  const found: { kind: BalanceKind; cents: number | undefined }[] = [];
  const isLabel = (line: string) => {
    const text = line.trim();
    return text.length >= 3 && text.length <= 40 && !/\d/.test(text) && /\p{L}{3}/u.test(text);
  };
  for (let i = 0; i < lines.length; i++) {
    if (!isLabel(lines[i]!)) continue;
    let end = i;
    while (end < lines.length && isLabel(lines[end]!)) end += 1;
    const labels = lines.slice(i, end).map((line) => line.trim());
    const figures: string[] = [];
    for (let k = end; k < lines.length && figures.length < labels.length; k++) {
      const text = lines[k]!.trim();
      if (!FIGURE_LINE.test(text)) break;
      figures.push(text.replace(/^=\s?/, ''));
    }
    if (figures.length >= 2) found.push(...pairLabels(labels, figures, style, isWholeUnits));
    i = end;
  }
  return found;
}

/**
 * The figures belong to the labels right above them (a heading may stand before the labels). Labels
 * wrapped over two lines each ('Beginning' / 'balance' / 'Deposits and' / 'other additions') are
 * read in pairs when that alone names both the opening and the closing balance.
 */
function pairLabels(
  labels: readonly string[],
  figures: readonly string[],
  style: DecimalStyle,
  isWholeUnits: boolean,
): { kind: BalanceKind; cents: number | undefined }[] {
  const pairOf = (width: number) => {
    const found: { kind: BalanceKind; cents: number | undefined }[] = [];
    const from = labels.length - figures.length * width;
    if (from < 0) return found;
    figures.forEach((figure, k) => {
      const label = labels.slice(from + k * width, from + (k + 1) * width).join(' ');
      const kind = balanceKind(label);
      // A balance has cents: a count ('3') beside a balance label is a sign of another pairing.
      // (In a statement of whole units, a figure marked as money is one: '$1.845.230'.)
      if (kind && /\d[.,]\d{2}/.test(figure))
        found.push({ kind, cents: readBalanceLine(figure, style) });
      else if (kind && isWholeUnits && /\p{Sc}|[A-Z]{3}/u.test(figure))
        found.push({ kind, cents: readWholeFigure(figure) });
    });
    return found;
  };
  const single = pairOf(1);
  if (single.length > 0) return single;
  const wrapped = pairOf(2);
  const kinds = new Set(wrapped.map((f) => f.kind));
  return kinds.has('opening') && kinds.has('closing') ? wrapped : [];
}

const FIGURE = /[-+]?(?:[$€£]\s?)?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?:\s?(?:€|\$|£|[A-Z]{3}))?/g;

/**
 * A header and its row whose columns the text collapsed to single spaces ('PRODUKT ANFANGSSALDO
 * ZAHLUNGSEINGANG ZAHLUNGSAUSGANG ENDSALDO' / 'Depotkonto 0,00 € 37.036,36 € ...'): the labels are
 * single words, so the last figures belong to the last words, in order. Only when that names both
 * the opening and the closing balance.
 */
function readCollapsedHeader(
  header: string,
  below: readonly string[],
  style: DecimalStyle,
): { kind: BalanceKind; cents: number | undefined }[] {
  const words = header.trim().split(/\s+/);
  const values = below.find((line) => line.trim() !== '') ?? '';
  if (words.length < 3 || values.length > 300) return [];
  const figures = values.match(FIGURE) ?? [];
  if (figures.length < 2 || figures.length > words.length) return [];
  const found = figures.flatMap((figure, k) => {
    const kind = balanceKind(words[words.length - figures.length + k] ?? '');
    return kind === 'opening' || kind === 'closing'
      ? [{ kind, cents: readBalanceLine(figure, style) }]
      : [];
  });
  const kinds = new Set(found.map((f) => f.kind));
  return kinds.has('opening') && kinds.has('closing') ? found : [];
}

/**
 * A header whose labels wrap over two lines ('Beginning      Ending' / 'balance      balance'):
 * each cell joined with the words of the other line over it, when that line is words alone.
 */
function joinCells(cells: LayoutCell[], other: string, side: 'above' | 'below'): LayoutCell[] {
  if (/\d/.test(other) || other.length > 300) return cells;
  const others = layoutCells(other);
  if (others.length < 2) return cells;
  return cells.map((cell) => {
    const over = others.find((u) => u.start < cell.end && cell.start < u.end);
    return over
      ? {
          text: side === 'above' ? `${over.text} ${cell.text}` : `${cell.text} ${over.text}`,
          start: Math.min(over.start, cell.start),
          end: Math.max(over.end, cell.end),
        }
      : cell;
  });
}

/**
 * Balances labelled in a header row with their figures in the row below, under each label
 * ('Product  Opening balance  Money out  Money in  Closing balance' / 'Account  €512.40 ... €1,013.09').
 */
function readBalanceHeader(
  header: string,
  below: readonly string[],
  style: DecimalStyle,
  above = '',
  isWholeUnits = false,
): { kind: BalanceKind; cents: number | undefined }[] {
  const plain = layoutCells(header);
  if (plain.length === 1) return readCollapsedHeader(header, below, style);
  let headerCells = plain;
  let rows = below;
  if (!plain.some((cell) => balanceKind(cell.text))) {
    // The labels may wrap onto the line above or the line below ('BALANCE' / 'LAST STATEMENT').
    const next = below[0] ?? '';
    const joinedAbove = joinCells(plain, above, 'above');
    const joinedBelow = joinCells(plain, next, 'below');
    headerCells = joinedAbove.some((cell) => balanceKind(cell.text)) ? joinedAbove : joinedBelow;
    if (headerCells === joinedBelow) rows = below.slice(1);
  }
  // A header row of several columns, its figures in a row of several too (not a label alone on its
  // line); not a table of balances by date ('Date  Ending Balance  Date  Ending Balance').
  if (headerCells.length < 2 || headerCells.some((cell) => /^date$/i.test(cell.text))) return [];
  const labels = headerCells.flatMap((cell) => {
    const kind = balanceKind(cell.text);
    return kind ? [{ ...cell, kind }] : [];
  });
  // (The first row with figures: a header's labels may wrap onto a line of words below it.)
  const values = rows.find((line) => /\d/.test(line));
  if (labels.length === 0 || !values || values.length > 300) return [];
  const cells = layoutCells(values);
  if (cells.length < 2) return [];
  return labels.map((label) => {
    // The figure whose cell overlaps the label's the most.
    let best: { text: string; overlap: number } | undefined;
    for (const cell of cells) {
      const overlap = Math.min(cell.end, label.end) - Math.max(cell.start, label.start);
      if (overlap > 0 && (!best || overlap > best.overlap)) best = { text: cell.text, overlap };
    }
    // (In whole units, a figure without decimals: '86,437' under 'Previous Balance'.)
    const cents = best
      ? (readBalanceLine(best.text, style) ??
        (isWholeUnits ? readWholeFigure(best.text) : undefined))
      : undefined;
    return { kind: label.kind, cents };
  });
}
