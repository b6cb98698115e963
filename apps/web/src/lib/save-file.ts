/**
 * Saves a downloaded file (a spreadsheet, an invoice) as the browser saves a link's target: an
 * object URL clicked as a download, released after the browser has taken it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** A file name of letters, digits and dashes from the words given; `fallback` when none are left. */
export function safeFileName(words: string, extension: string, fallback = 'report'): string {
  const safe = words.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${safe || fallback}.${extension}`;
}
