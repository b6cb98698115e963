import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo } from '@esc/contracts/languages';
import { documentLanguage, type DocumentLanguage } from '../../platform/documents/document-words.js';
import { escapeHtml } from '../../platform/documents/html-escape.js';

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

/** A count in words: the language's one or other form (Intl.PluralRules: Hindi counts 0 as one). */
function counted(words: DocumentLanguage, n: number, one: 'exportRowsOne' | 'exportFilesOne') {
  const form = new Intl.PluralRules(languageInfo(words.code).intl).select(n) === 'one' ? one : otherOf[one];
  return words.t(form, { n: words.number(n) });
}
const otherOf = { exportRowsOne: 'exportRowsOther', exportFilesOne: 'exportFilesOther' } as const;

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
 * outside resources, every value escaped, in the requester's language (the documents' words).
 */
export function renderSummary(input: SummaryInput): string {
  const words = documentLanguage(isLanguageCode(input.language) ? input.language : DEFAULT_LANGUAGE);
  const info = languageInfo(words.code);
  const when = (ms: number) =>
    new Intl.DateTimeFormat(`${info.intl}-u-nu-latn`, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(ms);
  const uploads =
    input.uploads.length === 0
      ? `<p>${escapeHtml(words.t('exportNoUploads'))}</p>`
      : `<p>${escapeHtml(counted(words, input.uploads.length, 'exportFilesOne'))}</p>\n<ul>\n${input.uploads
          .map((u) => `<li><code>${escapeHtml(u)}</code></li>`)
          .join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="${info.code}" dir="${info.dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(words.t('exportTitle'))}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<h1>${escapeHtml(words.t('exportTitle'))}</h1>
<p>${escapeHtml(words.t('exportWhose', { name: input.subjectName }))}</p>
<p>${escapeHtml(words.t('exportMade', { when: when(input.madeAt) }))} ${escapeHtml(words.t('exportExpires', { when: when(input.expiresAt) }))}</p>
<p>${escapeHtml(words.t('exportIntro'))}</p>
${input.modules.map((m) => moduleSection(m, (n) => counted(words, n, 'exportRowsOne'))).join('\n')}
<h2>${escapeHtml(words.t('exportUploadsHeading'))}</h2>
${uploads}
<h2>${escapeHtml(words.t('exportCorrectionHeading'))}</h2>
<p>${escapeHtml(words.t('exportCorrection'))}</p>
</body>
</html>
`;
}
