import { languageInfo } from '@esc/contracts/languages';
import { summaryLanguageOf, summaryWordsFor } from './export-summary-words.js';

/** One table's part of the summary. */
export interface SummaryTable {
  table: string;
  purpose: string;
  rows: number;
  file: string;
}

export interface SummaryModule {
  name: string;
  purpose: string;
  tables: readonly SummaryTable[];
}

export interface SummaryInput {
  language: string;
  subjectName: string;
  madeAt: number;
  expiresAt: number;
  modules: readonly SummaryModule[];
  uploads: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function moduleSection(module: SummaryModule, rows: (n: number) => string): string {
  const items = module.tables
    .map(
      (t) =>
        `<li><strong>${escapeHtml(t.purpose)}</strong> ${escapeHtml(rows(t.rows))} ` +
        `(<code>${escapeHtml(t.file)}</code>)</li>`,
    )
    .join('\n');
  return `<section>\n<h2>${escapeHtml(module.name)}</h2>\n<p>${escapeHtml(module.purpose)}</p>\n<ul>\n${items}\n</ul>\n</section>`;
}

/**
 * index.html of a person's export: whose data, when it was made, per module what is held and how
 * many rows, the uploads, and where to ask for correction or erasure. Plain HTML without scripts or
 * outside resources, every value escaped, in the requester's language when the summary has it.
 */
export function renderSummary(input: SummaryInput): string {
  const words = summaryWordsFor(input.language);
  const info = languageInfo(summaryLanguageOf(input.language));
  const when = (ms: number) =>
    new Intl.DateTimeFormat(info.intl, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(ms);
  const uploads =
    input.uploads.length === 0
      ? `<p>${escapeHtml(words.noUploads)}</p>`
      : `<p>${escapeHtml(words.files(input.uploads.length))}</p>\n<ul>\n${input.uploads
          .map((u) => `<li><code>${escapeHtml(u)}</code></li>`)
          .join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="${info.code}" dir="${info.dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(words.title)}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.whose(input.subjectName))}</p>
<p>${escapeHtml(words.made(when(input.madeAt)))} ${escapeHtml(words.expires(when(input.expiresAt)))}</p>
<p>${escapeHtml(words.intro)}</p>
${input.modules.map((m) => moduleSection(m, words.rows)).join('\n')}
<h2>${escapeHtml(words.uploadsHeading)}</h2>
${uploads}
<h2>${escapeHtml(words.correctionHeading)}</h2>
<p>${escapeHtml(words.correction)}</p>
</body>
</html>
`;
}
