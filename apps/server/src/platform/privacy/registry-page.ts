import { isPersonal, type LegalBasis, type OnErasure, type Retention, type TablePrivacy } from './personal-data.js';

/** What the page needs of a module's declaration. */
export interface RegistryModule {
  name: string;
  purpose: string;
  tables: readonly string[];
  personalData?: Readonly<Partial<Record<string, TablePrivacy>>>;
}

const BASIS_WORDS: Record<LegalBasis, string> = {
  education: "the school's processing for the learner's education and safety",
  'education-or-consent': "the school's (for its people), else the person's or their parent's consent",
  consent: "the person's consent (a child's: their parent's)",
  voluntary: 'given by the person for this purpose',
  law: 'a law requires it',
};

const ERASURE_WORDS: Record<OnErasure, string> = {
  'delete-row': 'the row is deleted',
  clear: 'the column is emptied',
  keep: 'kept, naming a former person',
};

export function retentionWords(kept: Retention): string {
  if ('while' in kept) return 'while the account exists';
  if ('days' in kept) return `${kept.days} days`;
  if ('until' in kept) return kept.until;
  return `${kept.years} years (${kept.law})`;
}

function tableLines(table: string, privacy: TablePrivacy): string[] {
  if (!isPersonal(privacy)) return [`| \`${table}\` | names nobody: ${privacy.none} | | | |`];
  const people = Object.entries(privacy.people).map(([c, e]) => `\`${c}\` (erasure: ${ERASURE_WORDS[e]})`);
  const via = privacy.via ? [`through \`${privacy.via}\``] : [];
  const data = Object.entries(privacy.data ?? {}).map(([c, what]) => `\`${c}\`: ${what}`);
  const strip = privacy.strip?.length ? `; erasure strips ${privacy.strip.map((c) => `\`${c}\``).join(', ')}` : '';
  const secret = privacy.secret?.length ? `; never exported: ${privacy.secret.map((c) => `\`${c}\``).join(', ')}` : '';
  return [
    `| \`${table}\` | ${privacy.purpose} | ${[...via, ...people, ...data].join('; ')} | ${BASIS_WORDS[privacy.basis]} | ${retentionWords(privacy.kept)}${strip}${secret} |`,
  ];
}

/**
 * docs/personal-data.md: the registry as people read it, module by module. The structure test holds
 * the committed page to this rendering, so the page is never older than the declarations.
 */
export function renderRegistryPage(modules: readonly RegistryModule[]): string {
  const lines = [
    '# Personal data the product keeps',
    '',
    'Rendered from the modules\u2019 declarations (`apps/server/src/platform/privacy/personal-data.ts`);',
    'do not edit by hand: `npm run docs:personal-data` writes it again, and a test fails when it is stale.',
    '',
    'Legal bases (India\u2019s DPDP Act 2023 and its Rules): ' +
      Object.entries(BASIS_WORDS)
        .map(([k, w]) => `**${k}**: ${w}`)
        .join('; ') +
      '.',
    '',
  ];
  for (const module of [...modules].sort((a, b) => a.name.localeCompare(b.name))) {
    if (module.tables.length === 0) continue;
    lines.push(`## ${module.name}`, '', module.purpose, '');
    lines.push('| Table | Why | Whose data, and what | Basis | Kept |', '|---|---|---|---|---|');
    for (const table of [...module.tables].sort()) {
      const privacy = module.personalData?.[table];
      lines.push(...(privacy ? tableLines(table, privacy) : [`| \`${table}\` | not declared yet | | | |`]));
    }
    lines.push('');
  }
  return lines.join('\n');
}
