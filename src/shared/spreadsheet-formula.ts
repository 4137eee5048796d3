// Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with =, +, -, @,
// a tab or a carriage return as a formula. Every CSV the project writes (the CLI's code export, the
// panel's chart downloads) keeps such a text cell as text with a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** True when a spreadsheet would read this text cell as a formula. */
export const startsFormula = (value: string): boolean => FORMULA_START.test(value);

/** The text with a leading apostrophe when it would start a formula, else unchanged. */
export const formulaSafe = (value: string): string => (startsFormula(value) ? `'${value}` : value);
