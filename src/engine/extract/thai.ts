// Thai statements and bank apps write their dates in the Buddhist era with Thai month abbreviations
// ('พฤ. 26 พ.ย. 69' is Thursday 26 November 2026), their amounts in baht ('-65.00 บาท') and their
// day headings and labels in Thai ('วันนี้', 'เมื่อวาน', 'คงเหลือ'). Read as the same words in
// English, every reader and the counter take them as they take any other statement's. Descriptions
// keep their Thai.

const THAI_SCRIPT = /[\u0e00-\u0e7f]/;

const MONTHS: Record<string, string> = {
  'ม.ค.': 'Jan', 'ก.พ.': 'Feb', 'มี.ค.': 'Mar', 'เม.ย.': 'Apr', 'พ.ค.': 'May', 'มิ.ย.': 'Jun',
  'ก.ค.': 'Jul', 'ส.ค.': 'Aug', 'ก.ย.': 'Sep', 'ต.ค.': 'Oct', 'พ.ย.': 'Nov', 'ธ.ค.': 'Dec',
}; // prettier-ignore

/**
 * A weekday before a date, abbreviated or whole ('ศ.', 'วันศุกร์ที่': Friday the), the date, and its
 * Buddhist-era year (2 or 4 digits).
 */
const THAI_DATE = new RegExp(
  String.raw`(?:(?:จ|อ|พ|พฤ|ศ|ส|อา)\.\s*|วัน(?:จันทร์|อังคาร|พุธ|พฤหัสบดี|พฤหัส|ศุกร์|เสาร์|อาทิตย์)(?:ที่)?\s*)?(\d{1,2})\s*(${Object.keys(
    MONTHS,
  )
    .map((month) => month.replace(/\./g, '\\.'))
    .join('|')})\s*(\d{4}|\d{2})?(?!\d)`,
  'g',
);

/** Lines that are a word alone: a day's heading, a row's status, a balance's label. */
const WORDS: Record<string, string> = {
  วันนี้: 'Today',
  เมื่อวาน: 'Yesterday',
  รอดำเนินการ: 'Pending',
};

const BALANCE_LABEL = /^(\s*)คงเหลือ(?=\s)/;
const BAHT = /(\d)\s*บาท/g;

function toCommonEra(year: string | undefined): string {
  if (year === undefined) return '';
  const be = year.length === 2 ? 2500 + Number(year) : Number(year);
  return ` ${be > 2400 ? be - 543 : be}`;
}

export function withThaiCalendar(text: string): string {
  if (!THAI_SCRIPT.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const word = WORDS[line.trim()];
      if (word) return word;
      return line
        .replace(
          THAI_DATE,
          (_, day: string, month: string, year: string | undefined) =>
            `${day} ${MONTHS[month]}${toCommonEra(year)}`,
        )
        .replace(BAHT, '$1 THB')
        .replace(BALANCE_LABEL, '$1Balance');
    })
    .join('\n');
}
