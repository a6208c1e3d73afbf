// A table's header row: what each column's name says it holds (classifyHeader, in any of the languages
// banks export in), and where the header stands among the rows (account details may come above it).
import { parseAmount } from './amounts.ts';
import type { Row } from './csv.ts';
import { parseDateText } from './dates.ts';
import { foldWords, HAS_CJK } from './words.ts';

export type Role =
  | 'date'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'flag'
  | 'type'
  | 'balance'
  | 'currency'
  | 'payee'
  | 'payeeGeneric'
  | 'description'
  | 'ignore';

export interface HeaderRole {
  role: Role;
  score: number;
}

/** Exact header names whose meaning the keyword rules below would get wrong. */
const EXACT_HEADERS: Record<string, HeaderRole> = {
  'payment reference': { role: 'description', score: 3 },
  'message for payee': { role: 'description', score: 3 },
  'message for me': { role: 'description', score: 1 },
  'counteraccount name': { role: 'payee', score: 5 },
  'merchant name': { role: 'payee', score: 5 },
  'store name': { role: 'payee', score: 5 },
  'item title': { role: 'description', score: 2 },
  'original description': { role: 'description', score: 2 },
  'transaction description': { role: 'description', score: 3 },
  'additional description': { role: 'description', score: 1 },
  'customer description': { role: 'payee', score: 4 },
  'balance impact': { role: 'flag', score: 3 },
  'debit credit': { role: 'flag', score: 3 },
  'credit debit': { role: 'flag', score: 3 },
  'd c': { role: 'flag', score: 3 },
  'c d': { role: 'flag', score: 3 },
  'cr dr': { role: 'flag', score: 3 },
  'dr cr': { role: 'flag', score: 3 },
  'd k': { role: 'flag', score: 3 },
  'af bij': { role: 'flag', score: 3 },
  'bij af': { role: 'flag', score: 3 },
  'soll haben': { role: 'flag', score: 3 },
  'bevetel kiadas': { role: 'flag', score: 3 },
  'cd flag': { role: 'flag', score: 3 },
  'in out': { role: 'flag', score: 3 },
  'transaction type': { role: 'type', score: 3 },
  'posting text': { role: 'type', score: 2 },
  'in outward transfer account': { role: 'ignore', score: 0 },
  'ut fra konto': { role: 'debit', score: 4 },
  'inn pa konto': { role: 'credit', score: 4 },
  ut: { role: 'debit', score: 4 },
  inn: { role: 'credit', score: 4 },
  uttak: { role: 'debit', score: 4 },
  innskudd: { role: 'credit', score: 4 },
  reference: { role: 'description', score: 2 },
  referenz: { role: 'description', score: 2 },
  referencia: { role: 'description', score: 2 },
  'your reference': { role: 'description', score: 2 },
};

const IGNORE =
  /\b(?:categor\w*|kategor\w*|subcategory|class|labels?|tags?|status|stato|estado|emoji|receipt|image|url|e ?mail|address|adres|adresse|country|land|city|town|zip|postal|phone|iban|bban|bic|swift|blz|mandat\w*|creditor id|glaubiger\w*|id|fitid|guid|uuid|card|cards|kaart|karte|kartya\w*|account|accounts|rekening\w*|konto\w*|auftragskonto|kontonummer|produit|product|time|zeit|heure|hora|timezone|zone|fee|fees|tax|gebuhr\w*|kosten|exchange|rate|kurs|koers|quantity|qty|units|price|shipping|gift|insurance|handling|checknumber|check|cheque|num|number|no|nr|nummer|volgnr|seq|sequence|key|code|bank|identification|identifier|ref id|order|item id|symbol|cancellation|storno|afschriftnummer|rubrieknaam|kaarthouder|uitgavenstaat|cardholder|source|target|mode|captured|converted|image)\b/;

const PAYEE =
  /\b(?:payee|payees|payer|merchant|counterparty|counter party|beneficiary|recipient|receiver|sender|remitter|\w*empfa\w*|\w*auftraggeber\w*|beguenstigter\w*|zahlungspflichtige\w*|partnername|tegenpartij|partner name|partner neve|nazev protiuctu|handelaar|beneficiario|ordenante|destinatario|remitente|haendler|commercant|kontrahent|nadawca|odbiorca|mottagare|avsandare|modtager|mottaker|controparte|beneficiaire|destinataire|ordonnateur|protistrana|protistrany|zahlungsbeteiligter|saaja|maksaja|maksja|primatelj|platitelj|prejemnik|placnik|beneficiar|platitor|favorecido|sanemejs|gavejas|mokejas|alici)\b/;
const PAYEE_GENERIC =
  /^(?:name|naam|nom|nombre|nome|jmeno|namn|navn|nazwa|payee name|name of payee|counterparty name)$/;
const DESCRIPTION =
  /\b(?:description|descriptions|desc|descripcion|descricao|details|detail|narrative|narration|memo|note|notes|notiz|verwendungszweck|vwz\d*|omschrijving\w*|mededeling|libelle|libell|concepto|historico|transaktionsbeschreibung|reason|purpose|message|zprava|remittance|particulars|items|item|toelichting|subject|zusatz|text|buchungstext|opmerking|remarks|remark|riferimento|motivo|causale|kozlemeny|reszletek|poznamka|communication|explanation|beschreibung|wording|summary|descrizione|beskrivelse|beskrivning|tekst|rubrik|meddelande|meddelelse|popis|opis|tytul|tytulem|leiras|kuvaus|selite|viesti|omschrijving|dettagli|detalle|detalles|observaciones)\b/;

/** Amount and currency columns that are not the account's own money: originals, fees, taxes... */
export const FOREIGN =
  /\b(?:original|orig|oorspr|ursprung\w*|foreign|fremd\w*|local|converted|transfer amount|exchange|compensation|puvodni|\w*ursprungsbetrag|refund\w*|shipping|gift|tax|fee|fees|rate|insurance|handling|discount|cashback|reward\w*|points)\b|fremd|original/;

/**
 * Header words in Korean, Japanese and Chinese (folding would take Hangul apart, so they are matched
 * as written), first match wins: a time and a branch before the date, a direction before an amount.
 */
const CJK_HEADERS: [RegExp, HeaderRole][] = [
  [/시간|時間|时间|時刻|거래점|취급점|取扱店|网点|網點|渠道/, { role: 'ignore', score: 0 }],
  [/잔액|残高|余额|餘額|结余|結餘/, { role: 'balance', score: 3 }],
  // A card's usage amount, over what is paid of it this month or carried to the next ('利用金額'
  // beside '12月支払金額' and '1月繰越残高'; '支払手数料', a fee column, says nothing).
  [/(?:利用|이용|消费|消費|交易)(?:金額|금액|金额)/, { role: 'amount', score: 5 }],
  [/(?<!お)支払|手数料|수수료|手续费/, { role: 'ignore', score: 0 }],
  [/출금|찾으신|지급액|お支払|お引出|出金|支出|借方/, { role: 'debit', score: 4 }],
  [/입금|맡기신|お預|入金|收入|存入|贷方|貸方/, { role: 'credit', score: 4 }],
  [/일자|날짜|거래일|日付|年月日|取引日|日期|交易日/, { role: 'date', score: 4 }],
  [/금액|金額|金额/, { role: 'amount', score: 4 }],
  [/내용|받는분|보낸분|对方户名|对方账户名|對方/, { role: 'payee', score: 4 }],
  [/적요|摘要|備考|附言|用途|说明|說明|内容|內容/, { role: 'description', score: 3 }],
];

// Arabic headers: balance, debit (withdrawn), credit (deposited), date, amount, description.
const ARABIC_HEADERS: [RegExp, HeaderRole][] = [
  [/رصيد/, { role: 'balance', score: 3 }],
  [/مدين|سحب|المسحوب/, { role: 'debit', score: 4 }],
  [/دائن|إيداع|ايداع|المودع/, { role: 'credit', score: 4 }],
  [/تاريخ/, { role: 'date', score: 4 }],
  [/مبلغ/, { role: 'amount', score: 4 }],
  [/الوصف|تفاصيل|البيان|وصف/, { role: 'description', score: 3 }],
];
const HAS_ARABIC = /[\u0600-\u06ff]/;

export function classifyHeader(name: string): HeaderRole {
  if (HAS_CJK.test(name)) {
    for (const [pattern, role] of CJK_HEADERS) if (pattern.test(name)) return role;
  }
  if (HAS_ARABIC.test(name)) {
    for (const [pattern, role] of ARABIC_HEADERS) if (pattern.test(name)) return role;
  }
  const h = foldWords(name);
  if (h === '') return { role: 'ignore', score: 0 };
  const exact = EXACT_HEADERS[h];
  if (exact) return exact;
  const has = (re: RegExp) => re.test(h);
  // Amount-like headers first: "Debit Amount", "Amount (EUR)", "Withdrawals (SGD)".
  const isDebit = has(
    /\b(?:debit|debits|debet|debito|withdrawal|withdrawals|paid out|money out|outflow|outflows|soll|uitgaven|uitgave|cargo|cargos|ausgang|ausgaben|belastung|vydaj|vydaje|kiadas|spent|addebiti|addebito|uscite|uscita|dare|retrait|retraits|gastos|salidas|saidas|debe)\b|^out$/,
  );
  const isCredit = has(
    /\b(?:credit|credits|credito|deposit|deposits|paid in|money in|inflow|inflows|haben|abono|abonos|gutschrift|eingang|einnahmen|prijem|prijmy|bevetel|received|accrediti|accredito|entrate|entrata|avere|versement|versements|depot|depots|ingresos|entradas|haber)\b|^(?:in|bij)$/,
  );
  if (isDebit && isCredit) return { role: 'flag', score: 3 };
  // (A balance before each row and one after it, 'startsaldo' and 'endsaldo': the one after runs.)
  if (has(/\b(?:start|begin|opening|before)\w*(?:saldo|balance)\b/))
    return { role: 'ignore', score: 0 };
  if (has(/\b(?:balance|saldo|solde|kontostand|egyenleg|zustatek|balans|running|\w+saldo)\b/))
    return { role: 'balance', score: 3 };
  const isForeign = FOREIGN.test(h);
  if (isDebit && !isForeign && !has(/\bdate\b/)) return { role: 'debit', score: 4 };
  if (isCredit && !isForeign && !has(/\bdate\b/)) return { role: 'credit', score: 4 };
  if (
    has(
      /date|datum|fecha|\bdata\b|\bdato\b|\bcreated\b|\bbuchungstag\b|\bwertstellung\b|\bvaleur\b|\bposted\b|\bday\b|\btag\b|\bdatetime\b|\bertek\w*/,
    )
  ) {
    let score = 4;
    if (has(/valu|wert|rente|balancete|settle|interest|zinsen|ertek/)) score = 1;
    else if (
      has(/trans|operation|operacion|beleg|umsatz|purchase|provedeni|txn|journal|tranzakcio/)
    )
      score = 5;
    else if (has(/post|book|buchung|boek|process|zauct|registr/)) score = 3;
    return { role: 'date', score };
  }
  if (
    has(
      /amount|betrag|castka|osszeg|\bbedrag\b|\bmontant\b|\bimporte\b|\bimporto\b|\bvalor\b|\bkwota\b|\bsumma\b|\bsumme\b|\bbelopp\b|\bbelob\b|\bbeloeb\b|\bsum\b|\btotal\b|\bnet\b|\bgross\b|\bumsatz\b|\bwert\b/,
    )
  ) {
    if (isForeign) return { role: 'ignore', score: 0 };
    // (Net of fees, 'Net Amount' beside 'Amount' and 'Fee', is what the balance moved by.)
    const score = has(/\bnet\b/) ? 6 : has(/\bgross\b/) ? 3 : has(/\btotal\b/) ? 2 : 5;
    return { role: 'amount', score };
  }
  if (
    has(
      /\b(?:currency|ccy|cur|curr|waehrung|wahrung|wa hrung|munt|devise|moneda|mena|devizanem|moeda|valuta|valute|monn|divisa)\b/,
    )
  ) {
    return isForeign ? { role: 'ignore', score: 0 } : { role: 'currency', score: 3 };
  }
  if (
    has(
      /^(?:type|typ|tipo|art|transaktionstyp|umsatzart|buchungsart|typ transakce|tranzakcio tipusa|transaction type|trntype|kind)$/,
    )
  ) {
    return { role: 'type', score: 3 };
  }
  if (PAYEE_GENERIC.test(h)) return { role: 'payeeGeneric', score: 2 };
  // A payment app's 'From' and 'To': who paid whom (the holder's own name, in one of them on every
  // row, is then left out).
  if (/^(?:from|to)$/.test(h)) return { role: 'payee', score: 4 };
  if (
    has(IGNORE) &&
    !has(/\b(?:description|memo|details|narrative|verwendungszweck|omschrijving|mededeling)\b/)
  ) {
    return { role: 'ignore', score: 0 };
  }
  if (has(PAYEE)) return { role: 'payee', score: 4 };
  if (has(DESCRIPTION)) {
    const score = has(/\b(?:buchungstext|text)\b/)
      ? 1
      : has(/\b(?:memo|note|notes|notiz|message|zprava|zusatz|remarks|remark|opmerking|poznamka)\b/)
        ? 2
        : 3;
    return { role: 'description', score };
  }
  return { role: 'ignore', score: 0 };
}

/** The index of the header row among the first rows, -1 when there is none. */
export function findHeaderIndex(rows: readonly Row[]): number {
  const scanLimit = Math.min(rows.length, 60);
  const headers: number[] = [];
  for (let i = 0; i < scanLimit; i++) {
    const row = rows[i]!;
    if (isBlankRow(row)) continue;
    if (looksLikeHeader(row)) headers.push(i);
  }
  // A small table before the statement's own (a web page's pending payments, 'Fecha  Descripción
  // Importe'): the header is the one whose width most rows after it share.
  let best = headers[0] ?? -1;
  let bestRows = -1;
  for (const index of headers) {
    const width = rows[index]!.fields.length;
    const fitting = rows.slice(index + 1).filter((r) => r.fields.length === width).length;
    if (fitting > bestRows) [best, bestRows] = [index, fitting];
  }
  return best;
}

export function isBlankRow(row: Row): boolean {
  return row.fields.every((f) => f.trim() === '');
}

function looksLikeHeader(row: Row): boolean {
  const cells = row.fields.map((f) => f.trim()).filter((f) => f !== '');
  if (cells.length < 2) return false;
  let known = 0;
  let hasDateRole = false;
  for (const cell of cells) {
    if (cell.length > 80) continue;
    if (parseDateText(cell)) return false;
    if (/\d/.test(cell) && parseAmount(cell)) return false;
    const role = classifyHeader(cell).role;
    if (role !== 'ignore') known++;
    if (role === 'date') hasDateRole = true;
  }
  return (
    known >= 2 || (hasDateRole && known >= 1 && cells.length >= 2 && known >= cells.length / 2)
  );
}

/** A data row that repeats the header (exports that restart the table, like Amazon's). */
export function repeatsHeader(row: Row, header: string[]): boolean {
  if (
    header.length === 0 ||
    (row.fields[0] ?? '').trim().toLowerCase() !== (header[0] ?? '').trim().toLowerCase()
  ) {
    return false;
  }
  return row.fields.every(
    (f, i) => f.trim().toLowerCase() === (header[i] ?? '').trim().toLowerCase(),
  );
}
