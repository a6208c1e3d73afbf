// A Korean or Japanese app heads each day's rows with its month and day and, in brackets, its
// weekday ('01.09 (금)', '1/9(金)'): the month first, as those countries write dates. Written as
// the month's name and the day, the heading reads as a date whatever order the rest of the text
// suggests ('01.09' alone would be an amount, or the first of September).

const MONTH_NAMES = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** Month, day, and a Korean, Japanese or Chinese weekday in brackets, alone on the line. */
const BRACKETED_WEEKDAY_HEADING =
  /^(\s*)(\d{1,2})[./](\d{1,2})\.?\s?[(（]\s?[월화수목금토일月火水木金土日一二三四五六]\s?[)）]\s*$/;

export function withBracketedWeekdayHeadings(lines: readonly string[]): string[] {
  if (!lines.some((line) => /[)）]\s*$/.test(line))) return [...lines];
  return lines.map((line) => {
    const m = BRACKETED_WEEKDAY_HEADING.exec(line);
    if (!m) return line;
    const month = Number(m[2]);
    const day = Number(m[3]);
    if (month < 1 || month > 12 || day < 1 || day > 31) return line;
    return `${m[1]}${MONTH_NAMES[month - 1]} ${day}`;
  });
}
