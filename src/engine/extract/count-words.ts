// The counter's own few words: what a balance, total or limit line says, where a table of daily balances
// starts and ends, and an exchange rate's line. Deliberately not the readers' lists (words.ts): one rule
// instead of their phrase lists, so that a wording the readers mistake is not mistaken the same way here.

/** A word printed letter-spaced ('S A L D O'). */
const SPACED_LETTERS = /(?:^|\s)\p{L}(?: \p{L}){3,}(?=\s|$)/u;
/** (Looked for only where four single characters stand spaced apart: few texts have them.) */
const isLetterSpaced = (text: string) =>
  /(?:^|\s)\S \S \S \S(?:\s|$)/.test(text) && SPACED_LETTERS.test(text);

/** Lower-case words, accents and punctuation gone; figures and dates dropped. */
export function foldLabel(text: string): string[] {
  const plain = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  // ('S A L D O', a word printed letter-spaced, is the word.)
  const unspaced = isLetterSpaced(plain)
    ? plain.replace(/(?<=^|\s)\p{L}(?: \p{L}){3,}(?=\s|$)/gu, (run) => run.replace(/ /g, ''))
    : plain;
  return unspaced
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w !== '' && !/\d/.test(w));
}

// Month names in the languages statements come in, any case: "4 months" and "Page 1" are not dates.
export const MONTH_NAMES = [
  'jan', 'january', 'janv', 'janvier', 'januar', 'jänner', 'ene', 'enero', 'gennaio', 'janeiro', 'januari',
  'feb', 'february', 'febr', 'fév', 'févr', 'février', 'fev', 'februar', 'febrero', 'febbraio', 'fevereiro', 'februari',
  'mar', 'march', 'mars', 'märz', 'mär', 'maerz', 'mrz', 'marzo', 'março', 'maart', 'mrt',
  'apr', 'april', 'avr', 'avril', 'abr', 'abril', 'aprile',
  'may', 'mai', 'mayo', 'maggio', 'maio', 'mei',
  'jun', 'june', 'juin', 'juni', 'junio', 'giugno', 'junho',
  'jul', 'july', 'juil', 'juillet', 'juli', 'julio', 'luglio', 'julho',
  'aug', 'august', 'août', 'aout', 'ago', 'agosto', 'augustus',
  'sep', 'sept', 'september', 'septembre', 'septiembre', 'settembre', 'setembro',
  'oct', 'october', 'octobre', 'okt', 'oktober', 'octubre', 'ottobre', 'outubro',
  'nov', 'november', 'novembre', 'noviembre', 'novembro',
  'dec', 'december', 'décembre', 'déc', 'dez', 'dezember', 'dic', 'diciembre', 'dicembre', 'dezembro',
  // Russian abbreviations, as card statements print them ('17ИЮН18')
  'янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек',
]; // prettier-ignore
const MONTHS = new Set(MONTH_NAMES.map((m) => m.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));

/** A line is a label when one of these names what its figure is... */
const ANCHORS = new Set([
  'balance', 'balances', 'bal', 'available', 'total', 'totals', 'subtotal', 'turnover', 'limit', 'due', 'forward',
  'saldo', 'solde', 'kontostand', 'summe', 'gesamt', 'ubertrag', 'uebertrag', 'totale', 'totaal',
  'suma', 'spent', 'totaux', 'totales', 'остаток', 'итого', 'сальдо', 'баланс',
  // a card's invoice in Portuguese: 'Fatura anterior', 'Próxima fatura'
  'fatura', 'faturas',
  // Romanian: a day's turnover and balance ('RULAJ ZI', 'SOLD FINAL ZI', 'SOLD ANTERIOR')
  'rulaj', 'sold',
  // Hungarian: 'NYITÓ EGYENLEG', 'ZÁRÓ EGYENLEG'
  'egyenleg',
  // a card's limit in French, Spanish, Italian: 'Limite de dépenses'
  'limite',
  // a Nordic total: 'Sum ut av konto', 'Summa insättningar'
  'sum', 'summa',
  // a French card's month so far and its limit: 'Encours du mois', 'Plafond de paiement'
  'encours', 'plafond',
  // Turkish: 'Devir Bakiyesi', 'Dönem Sonu Bakiye'
  'bakiye', 'bakiyesi',
  // a card's least payment: 'Minimum payment', 'Minimum amount due'
  'minimum',
]); // prettier-ignore

/** ...and each other word only qualifies it (which balance, which total, as of when). */
const QUALIFIERS = new Set([
  // which one
  'opening', 'closing', 'beginning', 'ending', 'starting', 'start', 'end', 'previous', 'prior', 'last',
  'new', 'current', 'available', 'avail', 'funds', 'ledger', 'statement', 'account', 'daily', 'running', 'brought',
  'carried', 'grand', 'sub', 'credit', 'cash', 'advance', 'minimum', 'payment', 'amount', 'past', 'b', 'c',
  'f', 'bf', 'cf', 'debits', 'credits', 'withdrawals', 'deposits', 'payments', 'purchases', 'charges',
  'fees', 'interest', 'charged', 'today', 'transaction', 'transactions', 'money', 'paid', 'in', 'out', 'date',
  // when, whose
  'as', 'of', 'on', 'at', 'by', 'per', 'the', 'this', 'that', 'period', 'for', 'to', 'your', 'from', 'and',
  'page', 'year', 'dein', 'ihr', 'other', 'additions', 'subtractions', 'checks', 'debit', 'card', 'electronic',
  'adjustments', 'advances', 'summary', 'dated', 'activity', 'bill', 'dividends', 'income', 'checking',
  // other languages
  'alter', 'neuer', 'alt', 'neu', 'am', 'vom', 'auf', 'von', 'blatt', 'soll', 'haben', 'anfangssaldo',
  'endsaldo', 'anterior', 'inicial', 'final', 'actual', 'disponible', 'contable', 'atual', 'disponivel',
  'do', 'dia', 'em', 'periodo', 'periode', 'mes', 'mese', 'iniziale', 'finale', 'contabile', 'disponibile', 'movimenti', 'operazioni', 'precedent', 'initial',
  'nouveau', 'ancien', 'crediteur', 'debiteur', 'des', 'operations', 'au', 'du', 'de', 'al', 'del', 'a',
  // Italian: 'Totale contabilizzati', 'Totale non contabilizzati'
  'contabilizzati', 'non',
  'inngaende', 'ut', 'inn', 'av', 'konto', 'pa', 'uttak', 'uttag', 'innskudd', 'insattningar',
  'begin', 'eind', 'op', 'nieuw', 'vorig', 'oud', 'transport', 'naar', 'blad', 'ingaende', 'utgaende', 'poczatkowe', 'koncowe', 'obciazen', 'uznan',
  // in whose favour: 'Saldo zu Ihren Gunsten', 'Solde en votre faveur'
  'zu', 'ihren', 'unseren', 'gunsten', 'favour', 'favor', 'our', 'en', 'votre', 'notre', 'faveur',
  'zi', 'anterior', 'final', 'nyito', 'zaro', 'elozo', 'uj',
  // French: 'Solde reporté', 'Solde à reporter', 'Solde de fermeture'
  'reporte', 'reporter', 'fermeture', 'ouverture', 'cloture', 'sous',
  'euro', 'eur', 'usd', 'gbp', 'chf', 'pln', 'zl', 'sek', 'nok', 'dkk', 'czk', 'aud', 'cad', 'nzd', 'inr',
  'brl', 'mxn', 'zar', 'sgd', 'rub', 'kzt',
  'на', 'начало', 'конец', 'периода', 'период', 'за', 'по', 'странице', 'карте', 'основной', 'счету',
  'mouvements', 'movements',
  // Portuguese: 'Total dos lançamentos atuais', 'Total para próximas faturas', 'Demais faturas'
  'dos', 'das', 'da', 'desta', 'deste', 'para', 'lancamentos', 'pagamentos', 'nacionais',
  'internacionais', 'atuais', 'proxima', 'proximas', 'demais', 'compras', 'saques',
  // 'Kontostand am 31.01.2024, Auszug Nr. 1 ... um 20:14 Uhr', 'Übertrag auf Seite 2', 'Suma y sigue'
  'auszug', 'nr', 'um', 'uhr', 'seite', 'y', 'sigue',
  // 'Total Umsätze': a total of the turnover
  'umsatz', 'umsatze',
  // Turkish: brought forward, carried, the period's end, available
  'devir', 'devreden', 'donem', 'sonu', 'kullanilabilir', 'onceki',
  // what of a card's limit is used: 'Solde utilisé', 'Limite de dépenses', 'Saldo utilizado'
  'utilise', 'utilisee', 'utilizado', 'depenses', 'gastos', 'spesa',
  // 'Total des opérations enregistrées', 'Encours du mois', 'Plafond de paiement', 'Total des
  // opérations à débit différé du mois', 'Total des retraits (débit immédiat)'
  'enregistrees', 'enregistre', 'mois', 'paiement', 'paiements', 'differe', 'immediat', 'retraits',
  'achats',
]); // prettier-ignore

/** Whole words that are labels without an anchor. */
// (A Spanish page's total carried, 'Van', and brought, 'Vienen', alone on their line.)
const OWN_LABELS = new Set([
  'beginsaldo', 'eindsaldo', 'startsaldo', 'anfangssaldo', 'endsaldo', 'van', 'vienen',
  // what is left to spend, alone: 'Disponible', 'Disponível', 'Verfügbar'
  'disponible', 'disponivel', 'verfugbar',
  // what of a limit is used, alone: 'Utilisé : 1 643,17 €'
  'utilise', 'utilisee', 'utilizado',
]); // prettier-ignore

/**
 * Some anchor's letters, to pass over most lines without folding their words. (No 'u' flag: without
 * it V8 scans for the words several times faster, and its case folding still covers Cyrillic.)
 */
const ANCHOR_HINT =
  /bal|\b[bc]\/f\b|availab|total|totaux|limit|due|forward|turnover|saldo|solde|kontostand|summe|gesamt|bertrag|suma|spent|fatura|rulaj|sold|egyenleg|итого|остаток|сальдо|баланс|date|vienen|^van\b|disponi|verf|\bsum\b|encours|plafond|utilis|bak.ye|minimum|rahmen/i;

/** Whether a text may hold a label at all (cheap, before splitting it into cells). */
export function hasLabelHint(text: string): boolean {
  return ANCHOR_HINT.test(text);
}

/**
 * The words of a line (or cell) state a balance, total or limit: an anchor word, every other word a
 * qualifier. 'TOTAL WINE & MORE' and 'BALANCE TRANSFER' have a word that is neither, so stay records.
 */
/** A balance's or total's label in Korean, Chinese or Japanese ('이월잔액', '期末余额', '合計'). */
const CJK_LABEL =
  /^[\p{L}]{0,4}(?:잔액|余额|餘額|结余|結餘|残高|繰越|합계|총계|소계|合计|合計|小计|小計|总计|總計)$/u;
const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Chinese, Japanese or Korean characters, a run of them. */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/g;

export function isLabelText(text: string): boolean {
  // A label in Chinese and English ('承上結餘 B/F BALANCE', '轉下頁 CARRIED FORWARD'): a label in either.
  if (HAS_CJK.test(text) && /[A-Za-z]{2}/.test(text) && text.length <= 80) {
    const cjk = (text.match(CJK_RUN) ?? []).join('');
    const latin = text.replace(CJK_RUN, ' ').trim();
    return isOneLabel(latin) || (cjk.length <= 12 && CJK_LABEL.test(cjk));
  }
  if (text.length <= 16 && HAS_CJK.test(text)) return CJK_LABEL.test(text.replace(/[\s:：]+/g, ''));
  if (text.length > 80 || !(ANCHOR_HINT.test(text) || isLetterSpaced(text))) return false;
  // A label in two languages ('CLOSING BALANCE / BAKI PENUTUP', 'Saldo Akhir/Closing Balance'): a
  // label in either. (Unspaced, only between names of two words or more: 'BALANCE/TRANSFER FEE' is
  // no such pair.)
  if (text.includes('/')) {
    const parts = text.split(text.includes(' / ') ? ' / ' : '/');
    const isPair =
      text.includes(' / ') || (parts.length === 2 && parts.every((p) => /\S\s+\S/.test(p.trim())));
    if (isPair && parts.some((part) => isOneLabel(part))) return true;
  }
  return isOneLabel(text);
}

function isOneLabel(text: string): boolean {
  if (!(ANCHOR_HINT.test(text) || isLetterSpaced(text))) return false;
  const words = foldLabel(text);
  if (words.length === 0 || words.length > 8) return false;
  // Interest charged on a balance ('INTEREST ON DEBIT BALANCE'): a charge, not the balance.
  if (words[0] === 'interest' && words[1] === 'on') return false;
  // A date is what a line names when it is the statement's, or when a payment is due; 'B/F' and
  // 'C/F' name a balance brought and carried forward.
  let hasAnchor =
    /\b[bc]\/f\b/i.test(text) ||
    (words.includes('date') &&
      words.some((w) => w === 'statement' || w === 'closing' || w === 'due'));
  for (const word of words) {
    // (A compound ending in 'total' is one too: 'Umsatztotal', 'Zwischentotal'.)
    // (And one with 'saldo' in it: 'Saldovortrag', 'Schlusssaldo'.)
    // (And a card's limit: 'Kartenlimit', 'Kreditrahmen', 'Verfügungsrahmen'.)
    const isCompound =
      /^\p{L}{3,}total$/u.test(word) ||
      /^\p{L}{3,}saldo$|^saldo\p{L}{3,}$/u.test(word) ||
      /^\p{L}{3,}(?:limit|rahmen)$/u.test(word);
    if (ANCHORS.has(word) || OWN_LABELS.has(word) || isCompound) hasAnchor = true;
    else if (!QUALIFIERS.has(word) && !MONTHS.has(word)) return false;
  }
  return hasAnchor;
}

/** What a summary sums ('Fees Charged'), as against a record's type ('Card payment'). */
const SUMMED = new Set([
  'payments', 'credits', 'debits', 'purchases', 'charged', 'adjustments', 'advances', 'withdrawals',
  'deposits', 'additions', 'subtractions',
]); // prettier-ignore

const SUMMED_HINT =
  /payments|credits|debits|purchases|charged|adjustments|advances|withdrawals|deposits|additions|subtractions/i;

/**
 * Two words or more, each only a qualifier (no anchor): on a line without a date, a card summary's figure ('Payments
 * and Other Credits', 'Fees Charged', 'Interest Charged') rather than a record.
 */
export function isQualifierText(text: string): boolean {
  if (text.length > 80 || !SUMMED_HINT.test(text)) return false;
  const words = foldLabel(text);
  return (
    words.length >= 2 &&
    words.length <= 8 &&
    words.some((w) => SUMMED.has(w)) &&
    words.every((w) => QUALIFIERS.has(w) || MONTHS.has(w))
  );
}

/** The label's words as one key, to tell two different labels apart. */
export function labelKey(text: string): string {
  return foldLabel(text).join(' ');
}

const DATE_WORD = /^(?:date|datum|fecha|data|dato)$/;
const COLUMN_WORD =
  /^(?:description|details|amount|debits?|credits?|withdrawals?|deposits?|transaction|beschreibung|betrag|montant|libelle|importe|concepto|bedrag|omschrijving)$/;

/** A header of dates and balances alone ('Date  Balance  Date  Balance  Date  Balance'). */
function isDatesAndBalances(words: readonly string[]): boolean {
  if (words.length > 12) return false;
  if (
    !words.every((w) => DATE_WORD.test(w) || /^(?:balances?|daily|ending|ledger|closing)$/.test(w))
  )
    return false;
  // A date, then its balance, as many times as the table has columns ('Date Date Balance' is not).
  const kinds = words.filter((w) => !/^(?:daily|ending|ledger|closing)$/.test(w));
  return kinds.length >= 2 && kinds.every((w, i) => DATE_WORD.test(w) === (i % 2 === 0));
}

/** A heading that opens a table of daily balances ('Daily ledger balances', 'Balance summary'). */
/**
 * A brokerage's cash swept to and from its fund ('Core Fund Activity', 'Bank Sweep Activity'): the
 * transactions above again, the other way round.
 */
export function isSweepActivity(words: readonly string[]): boolean {
  return (
    words.at(-1) === 'activity' &&
    words.some((w) => w === 'sweep' || w === 'core' || w === 'fund') &&
    words.length <= 4
  );
}

export function isBalanceHeading(text: string): boolean {
  if (text.length > 200 || /\d/.test(text)) return false;
  const words = foldLabel(text);
  if (isDatesAndBalances(words)) return true;
  if (text.length > 60 || words.length === 0 || words.length > 6) return false;
  const hasBalance = words.some((w) => /^(?:balances?|saldo|kontostand\p{L}*)$/u.test(w));
  return (
    words.includes('balances') ||
    (hasBalance && words.some((w) => /^(?:daily|summary|overview|history|verlauf)$/.test(w))) ||
    /^konto(?:stand)?\p{L}*(?:ubersicht|verlauf)$/u.test(words[0] ?? '') ||
    words.join(' ') === 'account overview' ||
    // Pictures of checks already listed ('CHECK IMAGES', 'Images of your checks').
    (words.some((w) => /^(?:images?|imaged)$/.test(w)) &&
      words.some((w) => /^(?:checks?|cheques?)$/.test(w))) ||
    isSweepActivity(words)
  );
}

/** The header of a table of records ('Date  Description  Amount'), which ends one of balances. */
export function isRecordHeader(text: string): boolean {
  if (text.length > 200 || /\d/.test(text)) return false;
  const words = foldLabel(text);
  return words.some((w) => DATE_WORD.test(w)) && words.some((w) => COLUMN_WORD.test(w));
}

const RATE =
  /\b(?:exchange rate|fx rate|conversion rate|wechselkurs|kurs|taux de change|taux|tipo de cambio|wisselkoers|koers)\b/;

/** A line giving the exchange rate of the foreign amount above it. */
export function isRateText(text: string): boolean {
  return text.length <= 80 && RATE.test(foldLabel(text).join(' '));
}

/** Words that name a table's date column, for headers repeated across the page in panels. */
export function isDateWord(word: string): boolean {
  return DATE_WORD.test(word);
}

export const NOT_DONE =
  /^(?:declined|failed|reverted|rejected|cancell?ed|refused|abgelehnt|storniert|rechazad[ao]|refus[ée]e?|rifiutat[ao])$/i;

/**
 * A row's cell saying it is only authorised, not yet booked, where such rows stand in a table of
 * their own that the reader leaves ('Autorizzato'). ('Pending' in a table's date column dates a row
 * the reader keeps: not here.)
 */
export const NOT_BOOKED = /^(?:autorizzat[ao]|in attesa|en attente|autorizad[ao])$/i;
