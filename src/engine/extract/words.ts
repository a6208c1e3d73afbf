// Vocabulary shared by the readers and the independent counter: what a statement's non-transaction lines
// (balances, totals, limits) say, and which words mark money coming in. Data only, no parsing here.
import { CURRENCY_CODES } from './amounts.ts';

/** Lower case, accents and punctuation removed, whitespace collapsed: the form every word list uses. */
export function foldWords(text: string): string {
  // Plain ASCII (most statements) needs no Unicode normalisation.
  const folded = (
    /^[\x20-\x7e]*$/.test(text)
      ? text.toLowerCase()
      : text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          // Letters no accent makes: Turkish 'ı', Polish 'ł', Nordic 'ø' and 'æ', German 'ß'.
          .replace(/[ıłøæßđ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
  )
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  // A word printed letter-spaced ('S A L D O', 'T O T A L') is the word. (Its third character is a
  // space: most texts are passed over without the pattern.)
  return folded.length >= 7 && folded.includes(' ') && LETTER_SPACED.test(folded)
    ? folded.replace(LETTER_SPACED_ALL, joinLetters)
    : folded;
}

const FOLDED_LETTERS: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  ß: 'ss',
  đ: 'd',
};

const LETTER_SPACED = /\b[a-z](?: [a-z]){3,}\b/;
const LETTER_SPACED_TEXT = /(?:^|\s)[A-Za-z](?: [A-Za-z]){3,}(?:\s|$)/;
const LETTER_SPACED_ALL = new RegExp(LETTER_SPACED.source, 'g');
const joinLetters = (run: string) => run.replace(/ /g, '');

/**
 * Lines (or table rows) whose words are exactly one of these, give or take a date or an amount, report a
 * balance, total or limit: they are not transactions and not unparsed. Kept exact on purpose, so that a
 * merchant like "TOTAL WINE & MORE" or a "BALANCE TRANSFER" is never skipped.
 */
const SUMMARY_PHRASES = [
  // English
  'balance',
  'balances',
  'opening balance',
  'closing balance',
  'ending balance',
  'beginning balance',
  'starting balance',
  'start balance',
  'end balance',
  'previous balance',
  'previous monthly balance',
  'total balance',
  'prior balance',
  'new balance',
  'current balance',
  'available balance',
  'spent today',
  'spent this month',
  'left to spend',
  'ledger balance',
  'statement balance',
  'account balance',
  'daily balance',
  'running balance',
  'balance forward',
  'balance brought forward',
  'balance from previous statement',
  // a card's subtotal of each card's rows: 'TRANSACTIONS THIS CYCLE (CARD 4417)'
  'transactions this cycle',
  'transactions this cycle card',
  // a summary's sums in and out ('Money in' / '£2,939.36')
  'money in',
  'money out',
  'paid in',
  'paid out',
  'payments in',
  'payments out',
  'balance from last statement',
  'balance to carry forward',
  'balance carry forward',
  'balance carried forward',
  'balance b f',
  'balance c f',
  'balance bf',
  'balance cf',
  'brought forward',
  'carried forward',
  'total',
  'totals',
  'totals at end of page',
  'totale',
  'totale movimenti',
  'totale operazioni',
  'available bal',
  'ledger bal',
  'avail bal',
  'closing bal',
  'opening bal',
  'subtotal',
  'sub total',
  'grand total',
  'turnover',
  'credit limit',
  'available credit',
  'available credit limit',
  'cash advance limit',
  'cash limit',
  'credit line',
  'minimum payment',
  'minimum payment due',
  'minimum amount due',
  'payment due',
  'payment due date',
  'payment due by',
  'payment due on',
  'amount due',
  'total amount due',
  'total due',
  'past due amount',
  'statement closing date',
  'closing date',
  // Romanian: a day's turnover and closing balance ('RULAJ ZI', 'SOLD FINAL ZI').
  'rulaj zi',
  'rulaj',
  'total rulaj',
  'sold final zi',
  'sold final',
  'sold anterior',
  'sold initial',
  // Card statement summaries
  'payments and credits',
  'payments and other credits',
  'payments credits',
  'purchases',
  'purchases and adjustments',
  'cash advances',
  'balance transfers',
  'fees charged',
  'interest charged',
  'total fees charged',
  'total interest charged',
  'other debits',
  'other credits',
  'deposits and additions',
  'deposits and other credits',
  'checks paid',
  'withdrawals and other debits',
  'electronic withdrawals',
  'other withdrawals',
  // German, Dutch, Scandinavian
  'saldo',
  'kontostand',
  'alter kontostand',
  'neuer kontostand',
  'anfangssaldo',
  'endsaldo',
  'saldo alt',
  'saldo der letzten abrechnung',
  'kartenlimit',
  'kartenrahmen',
  'verfugbarer kartenrahmen',
  'verfugungsrahmen',
  'kreditrahmen',
  'neuer saldo',
  'alter saldo',
  'summe belastungen',
  'summe gutschriften',
  'summe soll',
  'summe haben',
  'saldo letzte abrechnung',
  'saldo letzte rechnung',
  'neuer saldo zu unseren gunsten',
  'neuer saldo zu ihren gunsten',
  'saldo vormonat',
  'ubertrag',
  'uebertrag',
  'ubertrag auf blatt',
  'ubertrag von blatt',
  'uebertrag auf blatt',
  'uebertrag von blatt',
  'ubertrag auf seite',
  'ubertrag von seite',
  'uebertrag auf seite',
  'uebertrag von seite',
  'saldo neu',
  // Italian: carried to the next page, brought from the one before
  'a riportare',
  'saldo a riportare',
  'saldo riportato',
  'riporto',
  'gesamt',
  'summe',
  'umsatz gesamt',
  'beginsaldo',
  'eindsaldo',
  'startsaldo',
  'saldo begin',
  'saldo eind',
  'totaal',
  'ingaende saldo',
  'utgaende saldo',
  'inngaende saldo',
  // French
  'solde',
  'solde precedent',
  'solde initial',
  'solde final',
  'solde au',
  'solde crediteur',
  'solde debiteur',
  'nouveau solde',
  'ancien solde',
  'total des operations',
  'sous total',
  'total des mouvements',
  'sous total des mouvements',
  // carried to the next page and brought from the one before: 'A REPORTER', 'REPORT'
  'a reporter',
  'report',
  'solde a reporter',
  'solde reporte',
  'solde depart',
  // an overdraft's limit: 'Overdraft limit', 'Montant de l'autorisation de découvert : 0,00 EUR'
  'overdraft limit',
  'arranged overdraft limit',
  'arranged overdraft',
  'montant de l autorisation de decouvert',
  'autorisation de decouvert',
  'decouvert autorise',
  // Spanish, Portuguese, Italian
  'saldo anterior',
  'saldo inicial',
  'saldo final',
  'saldo actual',
  'saldo total',
  'saldo disponible',
  'saldo contable',
  'saldo atual',
  'saldo iniziale',
  'saldo finale',
  'saldo contabile',
  'saldo contabile iniziale',
  'saldo contabile finale',
  'saldo disponibile',
  'saldo precedente',
  'saldo do dia',
  // Spanish page totals: carried to the next page ('Van', 'Suma y sigue'), brought from the last
  // ('Vienen', 'Suma anterior'), and the statement's ('Totales')
  'van',
  'vienen',
  'suma y sigue',
  'suma anterior',
  'totales',
  'saldo final disponivel',
  'saldo disponivel',
  // Finnish: opening and closing balance
  'alkusaldo',
  'loppusaldo',
  // Turkish: balance brought forward, at the period's end, available
  'devir bakiyesi',
  'devreden bakiye',
  'donem sonu bakiye',
  'donem sonu bakiyesi',
  'kullanilabilir bakiye',
  // Polish: opening, closing and available balance
  'saldo poczatkowe',
  'saldo koncowe',
  'saldo dostepne',
];

const SUMMARY_SET = new Set(SUMMARY_PHRASES);

/** "total ..." lines that are totals, not the merchant TOTAL WINE: total fees, total for this period. */
const TOTAL_QUALIFIERS = new Set([
  // 'Total Debit Card Activity', 'Total Checking Activity', 'Total Bill Payments', 'Total
  // Dividends, Interest & Other Income': a brokerage's sections
  'debit',
  'checking',
  'checks',
  'bill',
  'dividends',
  // 'Total des mouvements', 'Total du mois', 'Totale movimenti'
  'des',
  'du',
  'movimenti',
  'debits',
  'credits',
  'withdrawals',
  'deposits',
  'payments',
  'purchases',
  'charges',
  'fees',
  'interest',
  'amount',
  'spent',
  'spending',
  'balance',
  'due',
  'for',
  'this',
  'new',
  'transactions',
  'of',
  'in',
  'out',
  'money',
  'paid',
]);

/** What a Nordic total sums: 'Sum inn på konto', 'Summa uttag', 'Sum belastet'. */
const NORDIC_TOTAL_WORDS = new Set([
  'ut', 'inn', 'in', 'av', 'pa', 'fra', 'til', 'konto', 'kontoen', 'uttak', 'uttag', 'innskudd',
  'insattningar', 'belastet', 'godskrevet', 'trukket', 'innbetalt', 'utbetalt', 'transaksjoner',
  'transaktioner', 'posteringer',
]); // prettier-ignore

/**
 * True when the words of a line or cell (already stripped of its dates and amounts) only state a balance,
 * a total or a limit.
 */
/** Every summary phrase contains one of these stems: a cheap test before folding the text. */
const SUMMARY_STEMS =
  /bal|tot|sald|sold|stand|limit|due|forward|turnover|gesamt|sum|trag|couvert|riport|spent|left to|report|depart|money|paid|bak.ye|overdraft|rahmen|this cycle|purchas|advance|transfer|charged|debit|credit|withdraw|deposit|check|payment|closing|rulaj|vienen|suma|^van$/i;

/** Kana, Han or Hangul: text in Japanese, Chinese or Korean. */
export const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** A balance's or total's label in Korean, Chinese or Japanese ('이월잔액', '期末余额', '合計'). */
const CJK_SUMMARY =
  /^(?:잔액|거래후잔액|이월잔액|전일잔액|기초잔액|기말잔액|최종잔액|전기이월|합계|총계|소계|残高|余额|餘額|期初余额|期末余额|期初餘額|期末餘額|上期余额|本期余额|合计|合計|小计|小計|总计|總計|前回残高|今回残高|前月繰越|繰越残高|次月繰越|繰越|現在残高)$/;

export function isSummaryText(text: string): boolean {
  if (text.length <= 12 && HAS_CJK.test(text)) {
    // (A count of items, '20건', '4件', under a total, is the total's.)
    return CJK_SUMMARY.test(text.replace(/[\s:：]+/g, '')) || /^\d+\s?(?:건|件|笔|筆)$/.test(text);
  }
  if (text.length > 80 || (!SUMMARY_STEMS.test(text) && !LETTER_SPACED_TEXT.test(text)))
    return false;
  const folded = foldWords(text);
  if (folded === '') return false;
  if (SUMMARY_SET.has(folded)) return true;
  const words = folded.split(' ');
  // "Total fees for this period", "Totals year to date", "Balance as of 03/31".
  if ((words[0] === 'total' || words[0] === 'totals') && words.length > 1) {
    return TOTAL_QUALIFIERS.has(words[1] ?? '');
  }
  // 'Sum ut av konto', 'Summa insättningar': a Nordic total, every other word which money it sums.
  if ((words[0] === 'sum' || words[0] === 'summa') && words.length > 1 && words.length <= 5) {
    return words.slice(1).every((word) => NORDIC_TOTAL_WORDS.has(word));
  }
  // Dates and figures among the words ('BALANCE FORWARD JAN31') say no more.
  const withoutTrail = words.filter((w) => !/\d/.test(w));
  const joined = withoutTrail.join(' ');
  if (SUMMARY_SET.has(joined)) return true;
  // "Opening balance as of", "Closing balance on", "Saldo per", 'Saldo Inicial em'. (A balance's: 'Interest charged on
  // purchases' is a charge.)
  for (const cut of [
    'as',
    'on',
    'at',
    'per',
    'am',
    'au',
    'al',
    'op',
    'vom',
    'du',
    'em',
    'en',
    'a',
  ]) {
    const at = withoutTrail.indexOf(cut);
    const label = at > 0 ? withoutTrail.slice(0, at).join(' ') : '';
    if (SUMMARY_SET.has(label) && /balance|saldo|solde|kontostand/.test(label)) return true;
  }
  // 'Saldo contabile iniziale in Euro': the currency it is in says no more.
  const currency = /^(.+) (?:in|en) (?:euro|euros|eur|usd|gbp|chf|dollars?|pounds?)$/.exec(joined);
  if (currency && SUMMARY_SET.has(currency[1] ?? '')) return true;
  return false;
}

/** A summary's charge on something ('Interest charged on purchases', 'Fees charged on ...'). */
export function isChargeLabel(text: string): boolean {
  return /^(?:interest|fees?) charged? on\b/.test(foldWords(text));
}

/**
 * A delimited row that states a balance or total: a cell says so, and no other cell holds a
 * description of two words or more. A category cell ('Payments and Credits') beside a transaction's
 * description does not make the transaction a summary.
 */
export function isSummaryRow(cells: readonly string[]): boolean {
  const wordCells = cells.filter((cell) => /\p{L}/u.test(cell));
  const summary = wordCells.findIndex((cell) => isSummaryText(cell));
  if (summary < 0) return false;
  return !wordCells.some(
    (cell, index) => index !== summary && /\p{L}{2,}\S*\s+\S*\p{L}{2,}/u.test(cell),
  );
}

/**
 * Words that say money came in, for statements whose amounts carry no sign. Matched on folded text with
 * word boundaries.
 */
const CREDIT_PATTERNS: RegExp[] = [
  /\bpayment received\b/,
  /\bpayment thank you\b/,
  /\bthank you\b/,
  /\bautopay\b/,
  /\bauto pay\b/,
  /\brefund\b/,
  /\brefunded\b/,
  /\breturn(?:ed)? (?:credit|item)\b/,
  /\bdeposit\b/,
  /\bdir(?:ect)? dep\b/,
  /\bpayroll\b/,
  /\bsalary\b/,
  /\bwages\b/,
  /\binterest (?:paid|earned|credit)\b/,
  /\bdividend\b/,
  /\bcash ?back\b/,
  /\breversal\b/,
  /\b(?:transfer|zelle|venmo|payment|deposit) from\b/,
  /\bcredit (?:adjustment|voucher|memo|interest)\b/,
  /\bgutschrift\b/,
  /\bzahlungseingang\b/,
  /\beinzahlung\b/,
  /\brue?ckerstattung\b/,
  /\bgehalt\b/,
  /\blohn\b/,
  /\bremboursement\b/,
  /\bvirement recu\b/,
  /\bvir recu\b/,
  // 'VIREMENT DE SAS ATELIERS DUVAL' (a transfer from), 'AVOIR CB DECATHLON' (a card's credit
  // note), 'SALAIRE'; and the same in Italian and Spanish ('bonifico a vostro favore', 'devolucion').
  /\b(?:virement|vir) (?:de|sepa recu|inst recu|inst re)\b/,
  // A cheque paid in ('REMISE CHEQUE N 4412095', 'REMISE DE CHEQUES').
  /\bremise (?:de )?(?:cheques?|chq)\b/,
  /\bavoir\b/,
  /\b(?:rembourst|rembt|rbt)\b/,
  /\bsalaire\b/,
  /\b(?:accredito|bonifico a (?:vostro|tuo) favore|stipendio)\b/,
  /\b(?:transferencia (?:recibida|a su favor)|bizum de)\b/,
  /\babono\b/,
  /\bnomina\b/,
  /\bdevolucion\b/,
  /\breembolso\b/,
  /\bstorno\b/,
  // Norwegian, Swedish, Danish: salary, a return, a deposit, a transfer from ('Lønn', 'Retur',
  // 'Innskudd', 'Insättning', 'Overføring fra').
  /\b(?:lonn|retur|innskudd|insattning|indbetaling|innbetaling)\b/,
  /\b(?:overforing|overforsel|overforsel) fra\b/,
];

// 'Fra: Mina Berg', 'Från: ...', 'From: ...': who the money came from, as a label with its colon.
const FROM_PAYER = /(?:^|[\s;])(?:fra|från|from):\s/i;

const CREDIT_WORDS = new RegExp(CREDIT_PATTERNS.map((p) => p.source).join('|'));

export function hasCreditWords(text: string): boolean {
  return CREDIT_WORDS.test(foldWords(text)) || FROM_PAYER.test(text);
}

/** What a card statement calls the cardholder's payment to the card (a credit on the card). */
const CARD_PAYMENT_PATTERNS: RegExp[] = [
  /\bpayment received\b/,
  /\bpayment thank you\b/,
  /\bthank you\b/,
  /\bautopay\b/,
  /\bauto pay\b/,
  /\bpymt\b/,
  /\bpayment (?:from|posted)\b/,
  /\bonline payment\b/,
  /\bmobile payment\b/,
  /\binternet payment\b/,
  /\brefund\b/,
  /\breturn\b/,
  /\bcredit\b/,
  /\bcashback\b/,
  // Payments received and refunds in other languages: Portuguese, Spanish, French, German, Italian,
  // Dutch ('Pagamento recebido', 'Estorno', 'Pago recibido', 'Paiement reçu', 'Zahlung erhalten').
  /\b(?:pagamento|pago|paiement|zahlung|betaling) (?:recebido|recibido|recu|erhalten|ricevuto|ontvangen)\b/,
  /\b(?:estorno|reembolso|remboursement|rembt|erstattung|gutschrift|rimborso|storno|terugbetaling)\b/,
  /\breversal\b/,
];

const CARD_PAYMENT_WORDS = new RegExp(CARD_PAYMENT_PATTERNS.map((p) => p.source).join('|'));

export function isCardPaymentText(text: string): boolean {
  return CARD_PAYMENT_WORDS.test(foldWords(text));
}

/** Values of a debit/credit flag column, folded. */
export const DEBIT_FLAGS = new Set([
  'd',
  'o',
  'dr',
  'db',
  'deb',
  'debit',
  'debet',
  'debito',
  'af',
  's',
  'soll',
  'dbit',
  'out',
  'outflow',
  'withdrawal',
  'belastung',
  'lastschrift',
  'kiadas',
  'expense',
]);

export const CREDIT_FLAGS = new Set([
  'c',
  'i',
  'cr',
  'credit',
  'credito',
  'bij',
  'h',
  'haben',
  'crdt',
  'in',
  'inflow',
  'deposit',
  'k',
  'kredit',
  'gutschrift',
  'bevetel',
  'income',
]);

/** Transaction types on card exports: a sale is spending, a payment or return is a credit. */
export const SPENDING_TYPES = new Set(['sale', 'sales', 'purchase', 'purchases', 'fee', 'debit']);

/**
 * Phrases only a credit card statement prints (its summary box), in the languages the readers know.
 * Folded text, word boundaries.
 */
const CARD_STATEMENT_PHRASES: RegExp[] = [
  /\bcredit limit\b/,
  /\bcredit line\b/,
  /\bavailable credit\b/,
  /\bminimum payment\b/,
  // India's and Asia's cards: 'Minimum Amount Due', 'Total Amount Due'
  /\bminimum amount due\b/,
  /\btotal amount due\b/,
  /\bpayment due date\b/,
  /\bcash advance limit\b/,
  /\bkreditrahmen\b/,
  /\bmindestbetrag\b/,
  // A German card's statement names itself in its heading ('Kreditkartenabrechnung' ending the
  // line: a current account's row of that name has the card's number and date after it) and its
  // limit 'Verfügungsrahmen'.
  /\bkreditkartenabrechnung$/,
  /\bverfugungsrahmen\b/,
  /\bkartenlimit\b/,
  /\bkartenrahmen\b/,
  /\bplafond\b/,
  /\bpaiement minimum\b/,
  /\blimite de credito\b/,
  /\bpago minimo\b/,
  /\bkredietlimiet\b/,
  // Portuguese and Italian: 'Fatura do cartão de crédito', 'Pagamento mínimo', 'Limite disponível'.
  /\bfatura do cartao\b/,
  /\bpagamento minimo\b/,
  /\blimite (?:total )?de credito\b/,
  /\blimite disponivel\b/,
  /\blimite di credito\b/,
  // Turkish, Indonesian, Hungarian, Romanian, Swedish and Finnish card summaries.
  /\bkart limiti\b/,
  /\basgari odeme\b/,
  /\bkullanilabilir limit\b/,
  /\bbatas kredit\b/,
  /\bpembayaran minimum\b/,
  /\bhitelkeret\b/,
  /\bminimalis torlesztes\b/,
  /\blimita de credit\b/,
  /\bplata minima\b/,
  /\bkreditgrans\b/,
  /\blagsta belopp\b/,
  /\bluottoraja\b/,
  /\bvahimmaisera\b/,
];

// A word every card phrase has, to skip most lines without folding them.
const CARD_PHRASE_WORD =
  /credit|cr[eé]dit|minimum|m[ií]nimo|payment|advance|kredit|verf[üu]gungsrahmen|kartenlimit|kartenrahmen|mindest|plafond|paiement|pago|limiet|fatura|limit|asgari|[öo]deme|hitelkeret|t[öo]rleszt|minim|l[äa]gsta|luottoraja|v[äa]himm/i;

/** Whether the lines hold two different phrases of a list; `quick` skips lines with none. */
function hasTwoPhrases(lines: readonly string[], phrases: RegExp[], quick: RegExp): boolean {
  const found = new Set<number>();
  for (const line of lines) {
    if (line.length > 400 || !quick.test(line)) continue;
    const folded = foldWords(line);
    phrases.forEach((phrase, index) => {
      if (phrase.test(folded)) found.add(index);
    });
    if (found.size >= 2) return true;
  }
  return false;
}

/** A credit card statement says so in its summary: at least two of its own phrases. */
export function isCardStatementText(lines: readonly string[]): boolean {
  return hasTwoPhrases(lines, CARD_STATEMENT_PHRASES, CARD_PHRASE_WORD);
}

/**
 * Phrases of a bank's statement document (its summary box and period), as opposed to a list of
 * transactions copied from a web page. Folded text, word boundaries.
 */
const STATEMENT_DOCUMENT_PHRASES: RegExp[] = [
  /\b(?:opening|beginning|starting) balance\b/,
  /\b(?:closing|ending) balance\b/,
  /\b(?:previous|prior) balance\b/,
  // 'PREVIOUS STATEMENT: July 14, 2014', 'PREVIOUS STATEMENT BALANCE' (a card statement's first page).
  /\b(?:previous|prior|last) statement\b/,
  /\bnew balance\b/,
  /\bstatement (?:period|date|closing date)\b/,
  /\bclosing date\b/,
  /\baccount summary\b/,
  /\b(?:alter|neuer) kontostand\b/,
  /\bkontoauszug\b/,
  /\b(?:ancien|nouveau) solde\b/,
  /\breleve de compte\b/,
  /\bsaldo (?:anterior|inicial)\b/,
  /\bsaldo final\b/,
  /\bextracto\b/,
  /\bestado de cuenta\b/,
  /\bfecha de corte\b/,
  /\b(?:begin|eind)saldo\b/,
  /\brekeningafschrift\b/,
  /\bwyciag z rachunku\b/,
  /\bsaldo (?:poczatkowe|koncowe)\b/,
  /\bextrato\b/,
  /\bfatura anterior\b/,
  /\btotal desta fatura\b/,
  /\bestratto conto\b/,
  /\bsaldo (?:iniziale|finale)\b/,
  /\b(?:ingaende|utgaende|inngaende) saldo\b/,
  /\bkontoudtog\b/,
  // Finnish: the statement, its opening and closing balances
  /\btiliote\b/,
  /\balkusaldo\b/,
  /\bloppusaldo\b/,
  /\bvypis z uctu\b/,
  ...CARD_STATEMENT_PHRASES,
];

const STATEMENT_PHRASE_WORD =
  /balance|statement|closing|summary|kontostand|kontoauszug|solde|releve|saldo|extracto|estado|corte|extrato|estratto|wyci|kontoudtog|tiliote|vypis|výpis|afschrift|credit|cr[eé]dit|minimum|m[ií]nimo|payment|advance|kredit|mindest|plafond|paiement|pago|limiet|fatura|limite/i;

/**
 * A bank's statement document says so in two of its own phrases (balances, period, summary). There
 * every transaction carries a date: money without one is a balance, a limit or a summary figure.
 */
export function isStatementDocumentText(lines: readonly string[]): boolean {
  return hasTwoPhrases(lines, STATEMENT_DOCUMENT_PHRASES, STATEMENT_PHRASE_WORD);
}

const EXCHANGE_RATE =
  /\b(?:exchange rate|fx rate|conversion rate|rate of exchange|wechselkurs|umrechnungskurs|kurs|taux de change|taux|tipo de cambio|tasa de cambio|wisselkoers|koers)\b/;

/** The same in Korean, Japanese and Chinese ('USD 278.15 환율 1,382.80', '変換レート', '汇率'). */
const EXCHANGE_RATE_CJK = /환율|為替|換算レート|変換レート|汇率|匯率/;

/** A line stating the exchange rate of the foreign amount above it ("1.283903676 Exchange Rate"). */
/** A foreign amount and its rate after an '@' ('USD 24.99 @ 50.7512', '64.95 EUR @ 1.1502'). */
const AMOUNT_AT_RATE = /^(?:[A-Z]{3}\s?)?\d[\d.,]*(?:\s?[A-Z]{3})?\s*@\s*\d[\d.,]*$/;

export function isExchangeRateText(text: string): boolean {
  return (
    text.length <= 80 &&
    (EXCHANGE_RATE.test(foldWords(text)) ||
      EXCHANGE_RATE_CJK.test(text) ||
      AMOUNT_AT_RATE.test(text.trim()))
  );
}

/** What a section of a statement holds, as its heading says. */
export type SectionKind = 'debit' | 'credit' | 'balance' | 'transactions';

// A brokerage's cash swept into and out of its core fund or bank deposit ('Core Fund Activity',
// 'Bank Sweep Activity'): each row repeats a transaction listed above, the other way round.
const SWEEP_ACTIVITY =
  /^(?:core (?:fund|account)|(?:bank |cash )?sweep(?: program| account)?|money market fund) activity(?: continued)?$/;

/** Whether a heading opens a brokerage's sweep activity, whose own header may take two lines. */
export function isSweepHeading(text: string): boolean {
  return text.length <= 60 && SWEEP_ACTIVITY.test(foldWords(text));
}

// Headings of a statement's sections, folded. A section of credits or debits says the direction of the
// unsigned amounts under it; a section of daily balances holds no transactions.
const SECTION_HEADINGS: [RegExp, SectionKind][] = [
  // Pictures of the checks paid repeat them ('Check 1043  $250.00  04/15/2024'): no new transactions.
  [/^(?:check|cheque)s? images?(?: for .*)?$|^images? of (?:your )?(?:checks|cheques)(?: paid)?$|^imaged (?:checks|cheques)$/, 'balance'],
  [SWEEP_ACTIVITY, 'balance'],
  // A table of checks paid, its number first ('Check Number   Date Paid   Amount').
  [/^(?:check|cheque|chk) (?:number|no|nr)\b(?: \p{L}+){0,3} date\b/u, 'debit'],
  [/^(?:account |daily |daily ending |ending )?balance summary$|^daily (?:ending |ledger |closing )?balances?(?: detail| details| summary)?$|^(?:ledger|closing) balances$|^(?:kontostand|saldo)(?:ue?bersicht|verlauf)$|^kontoue?bersicht$|^account overview$/, 'balance'],
  [/^(?:umsatzue?bersicht|umsae?tze|buchungen|(?:your |account )?transactions|transaction (?:details?|history)(?: continued)?|account activity|movimientos|operations|mouvements|transacties)$/, 'transactions'],
  [/^(?:deposits|credits|deposits and (?:other )?(?:credits|additions)|other credits|other deposits|payments and(?: other)? credits|additions|gutschriften|eingae?nge|zahlungseingae?nge|credits? et versements|abonos|bijschrijvingen)$/, 'credit'],
  [/^(?:debits|withdrawals|other debits|withdrawals and (?:other )?(?:debits|subtractions)|other subtractions|atm and debit card subtractions|checks paid|checks|purchases|purchases and adjustments|lastschriften|belastungen|ausgae?nge|debits? et retraits|cargos|afschrijvingen)$/, 'debit'],
]; // prettier-ignore

const DATE_COLUMN =
  /\b(?:date|posting date|trans date|datum|buchungstag|bu tag|valuta|fecha|datum|data)\b/;
const OTHER_COLUMNS =
  /\b(?:description|details|amount|debits?|credits?|beschreibung|verwendungszweck|betrag|belastung|gutschrift|descripcion|importe|montant|libelle|omschrijving|bedrag)\b/;

/** A table's header row ("DATE DESCRIPTION AMOUNT BALANCE"): it ends a section of daily balances. */
export function isColumnHeader(text: string): boolean {
  if (text.length > 200 || /\d/.test(text)) return false;
  const folded = foldWords(text);
  return DATE_COLUMN.test(folded) && OTHER_COLUMNS.test(folded);
}

const BALANCES_HEADER_WORDS = new Set([
  'date', 'balance', 'balances', 'daily', 'ending', 'ledger', 'closing', 'collected', 'available',
]); // prettier-ignore

/**
 * A table's header of dates and balances alone ('Date  Balance  Date  Balance  Date  Balance', 'Date
 * Ending daily balance'): a table of daily balances, which holds no transactions.
 */
export function isBalancesHeader(text: string): boolean {
  if (text.length > 200 || /\d/.test(text)) return false;
  const words = foldWords(text).split(' ');
  if (words.length > 12 || !words.every((w) => BALANCES_HEADER_WORDS.has(w))) return false;
  // Each date beside its balance ('Date Date Balance' is the second line of a table's header).
  const pairs = words.filter((w) => w === 'date' || w.startsWith('balance'));
  return pairs.length >= 2 && pairs.every((w, i) => (i % 2 === 0) === (w === 'date'));
}

/** A column header's word on a line of its own, as text in reading order prints a table's header. */
const HEADER_WORDS = new Set([
  'date', 'description', 'amount', 'balance', 'details', 'transaction', 'booking date', 'value date',
  'datum', 'beschreibung', 'betrag', 'verbuchungsdatum', 'buchungsdatum', 'buchungstag', 'wertstellung',
  'verwendungszweck', 'valuta', 'montant', 'libelle', 'fecha', 'concepto', 'importe', 'omschrijving',
  'bedrag',
]); // prettier-ignore

export function isColumnHeaderWord(text: string): boolean {
  return text.length <= 30 && HEADER_WORDS.has(foldWords(text));
}

/** The kind of section a heading line opens, or undefined when the line is not such a heading. */
export function sectionOf(text: string): SectionKind | undefined {
  // A heading is words alone ("OTHER DEBITS", "Deposits and other additions:"), not part of a sentence.
  if (text.length > 60 || !/^[\p{L}][\p{L} &/,-]*:?$/u.test(text.trim())) return undefined;
  const folded = foldWords(text);
  for (const [pattern, kind] of SECTION_HEADINGS) if (pattern.test(folded)) return kind;
  const listed = listedSection(folded);
  if (listed) return listed;
  // A heading of a few words that ends in what its section holds ('Online and Electronic Banking
  // Deductions', 'Banking/Debit Card Withdrawals and Purchases', 'Other Additions').
  const words = folded.split(' ');
  const last = words[words.length - 1] ?? '';
  // Both ways in one heading ('Your new charges and credits'): a section of either.
  if (
    /\b(?:charges|purchases|debits|withdrawals|cargos|debitos)\b/.test(folded) &&
    /\b(?:credits|deposits|refunds|abonos|depositos|creditos)\b/.test(folded)
  ) {
    return undefined;
  }
  if (
    words.length <= 7 &&
    /^(?:deductions|withdrawals|debits|subtractions|checks|cheques|cargos|debitos|retiros|retraits)$/.test(
      last,
    )
  )
    return 'debit';
  // (And in Spanish, Portuguese, French: 'Depósitos y abonos', 'Créditos'.)
  if (words.length <= 7 && /^(?:additions|deposits|credits|abonos|depositos|creditos)$/.test(last))
    return 'credit';
  if (words.length <= 7 && /withdrawals and purchases$/.test(folded)) return 'debit';
  // 'Checks Presented Conventionally', 'Cheques cleared': a table of checks paid.
  if (
    words.length <= 4 &&
    /^(?:checks|cheques)$/.test(words[0] ?? '') &&
    !/deposit|credit/.test(folded)
  )
    return 'debit';
  return undefined;
}

const LISTED_CREDIT_WORDS = new Set([
  'deposits',
  'credits',
  'additions',
  'interest',
  'other',
  'and',
]);
const LISTED_DEBIT_WORDS = new Set([
  'withdrawals', 'debits', 'subtractions', 'deductions', 'checks', 'cheques', 'service', 'charges',
  'fees', 'other', 'and',
]); // prettier-ignore

/**
 * A heading that lists what its section holds ('Deposits, credits and interest', 'Other
 * withdrawals, debits and service charges'): every word one of money in, or one of money out.
 */
function listedSection(folded: string): SectionKind | undefined {
  const words = folded.split(' ').filter((w) => w !== '');
  if (words.length < 3 || words.length > 8) return undefined;
  if (words.every((w) => LISTED_CREDIT_WORDS.has(w)) && /deposits|credits/.test(folded))
    return 'credit';
  if (words.every((w) => LISTED_DEBIT_WORDS.has(w)) && /withdrawals|debits/.test(folded))
    return 'debit';
  return undefined;
}

/** What a status column or an app's list says of a payment that did not go through. */
const FAILED_STATUSES = new Set([
  'declined', 'failed', 'reverted', 'rejected', 'cancelled', 'canceled', 'refused', 'abgelehnt',
  'storniert', 'rechazada', 'rechazado', 'refuse', 'refusee', 'rifiutata', 'rifiutato',
]); // prettier-ignore

export function isFailedStatus(value: string): boolean {
  return value.length >= 6 && value.length <= 20 && FAILED_STATUSES.has(foldWords(value));
}

/** Letters besides a currency's mark ('Rs.', 'USD', 'R'): a currency alone names nothing. */
export function hasNameWords(text: string): boolean {
  // (A word of four letters or more is no currency's mark: most texts, answered at once.)
  if (/\p{L}{4}/u.test(text)) return true;
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.some((word) => !/^(?:Rs|R|kr|zł|Kč|Ft)$/.test(word) && !CURRENCY_CODES.has(word));
}

// Words of the kind of a transaction, as apps print it beside the amount ('Visa purchase', 'Osko
// payment received', 'Direct debit', 'ATM withdrawal'), in the languages of the statements read.
export const TYPE_LABEL_WORDS = new Set([
  'visa', 'mastercard', 'maestro', 'amex', 'eftpos', 'debit', 'credit', 'card', 'contactless',
  'online', 'pos', 'atm', 'cash', 'purchase', 'purchases', 'payment', 'payments', 'received',
  'sent', 'transfer', 'transfers', 'fee', 'fees', 'charge', 'direct', 'standing', 'order',
  'withdrawal', 'deposit', 'refund', 'reversal', 'interest', 'bpay', 'osko', 'payid', 'faster',
  'internal', 'international', 'pending', 'cheque', 'check', 'bill', 'instant', 'incoming',
  'outgoing', 'in', 'out', 'to', 'from', 'of', 'and', 'sepa', 'kartenzahlung', 'lastschrift',
  'uberweisung', 'gutschrift', 'paiement', 'carte', 'virement', 'prelevement', 'retrait', 'pago',
  'tarjeta', 'transferencia', 'compra', 'recibo', 'bonifico', 'pagamento', 'addebito', 'prelievo',
  'betaling', 'overboeking', 'incasso', 'pinbetaling',
  // a card's masked number and the row's value date: 'Card xx4821 Value Date: 28/11/2026'
  'xx', 'value', 'date', 'valuta',
]); // prettier-ignore

/** A label of a card's or account's summary figure, as a header cell prints it. */
const SUMMARY_LABEL =
  /^(?:statement date|statement closing date|credit limit|cash (?:advance )?limit|available credit(?: limit)?|available (?:balance|funds)|minimum (?:payment|amount)(?: due)?|(?:payment )?due date|total (?:amount )?due|previous balance|new balance|opening balance|closing balance|account number|card number|interest rate)$/;

/**
 * A header row of summary labels, two or more and nothing else ('STATEMENT DATE   CREDIT LIMIT
 * MINIMUM PAYMENT   PAYMENT DUE DATE'): the row under it holds their figures, not a transaction.
 */
export function isLabelsRow(raw: string): boolean {
  if (raw.length > 300 || /\d/.test(raw)) return false;
  const cells = raw.trim().split(/\s{2,}/);
  return cells.length >= 2 && cells.every((cell) => SUMMARY_LABEL.test(foldWords(cell)));
}
