// CSV files people open in a spreadsheet. A cell of their own text (a name, a merchant) starting with
// = + - @ (or a tab or return) must not run as a formula; a plain number is not a formula, so
// '-1.18' stays a number the sheet can add.
export const FORMULA_START = /^(?![+-]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;
