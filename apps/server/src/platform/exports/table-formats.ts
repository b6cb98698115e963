/** A cell as CSV writes it (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A spreadsheet runs a cell that starts like a formula; text a learner typed must stay text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of the row's columns, ended by CRLF as RFC 4180 asks. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A row as JSON keeps it: the columns named, in order, values as they are stored. The keys are
 * quoted once for the table rather than once a row (a school's export writes millions of rows).
 */
export function jsonRowOf(columns: readonly string[]): (row: object) => string {
  const keys = columns.map((c, i) => `${i === 0 ? '' : ','}${JSON.stringify(c)}:`);
  return (row) => {
    const record = row as Record<string, unknown>;
    let text = '{';
    for (let i = 0; i < columns.length; i++) text += keys[i]! + JSON.stringify(record[columns[i]!] ?? null);
    return `${text}}`;
  };
}
