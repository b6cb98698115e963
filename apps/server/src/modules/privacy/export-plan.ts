import { isPersonal, parseVia, type PersonalTable, type ViaLink } from '../../platform/privacy/personal-data.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';

/** One table of a person's export: a step of its progress. */
export interface ExportStep {
  module: string;
  table: string;
  privacy: PersonalTable;
  via: ViaLink | null;
}

/**
 * The tables an export reads, in a fixed order (module, then table): every table the registry
 * declares personal that names a person by a column or reaches one through another table's row.
 */
export function exportSteps(registry: readonly RegistryModule[]): ExportStep[] {
  const steps: ExportStep[] = [];
  for (const module of [...registry].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const table of [...module.tables].sort()) {
      const privacy = module.personalData?.[table];
      if (!privacy || !isPersonal(privacy)) continue;
      if (Object.keys(privacy.people).length === 0 && !privacy.via) continue;
      steps.push({ module: module.name, table, privacy, via: privacy.via ? parseVia(privacy.via) : null });
    }
  }
  return steps;
}

/** Someone other than the subject that a row names, as the export may show them. */
export interface OtherPerson {
  /** "Meera Iyer, teacher", or only what they are: "a learner". */
  label: string;
  /** Another learner, not the subject's own child: what the row says of them is theirs, not the subject's. */
  otherLearner: boolean;
}

/** What stands in a row's place for what is another learner's. */
export const WITHHELD = 'withheld: another learner’s';

/**
 * One row as the subject sees it in their export: secrets left out; every people column naming
 * someone else shows only who they are to the school, never their uuid; and when the row names
 * another learner (directly or through the row it hangs on), the columns the registry calls
 * personal data are withheld, since they may be that learner's.
 */
export function rowForSubject(
  row: Readonly<Record<string, unknown>>,
  step: Pick<ExportStep, 'privacy'>,
  subject: string,
  others: ReadonlyMap<string, OtherPerson>,
  viaPerson: string | null,
): Record<string, unknown> {
  const secret = new Set(step.privacy.secret ?? []);
  const people = new Set(Object.keys(step.privacy.people));
  const data = new Set(Object.keys(step.privacy.data ?? {}));
  const named = [...people].map((c) => row[c]).filter((v): v is string => typeof v === 'string');
  if (viaPerson) named.push(viaPerson);
  const withhold = named.some((uuid) => uuid !== subject && (others.get(uuid)?.otherLearner ?? false));
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (secret.has(column)) continue;
    if (people.has(column) && typeof value === 'string' && value !== subject) {
      out[column] = others.get(value)?.label ?? 'another person';
    } else if (withhold && data.has(column) && value !== null) {
      out[column] = WITHHELD;
    } else {
      out[column] = plain(value);
    }
  }
  return out;
}

/** A value as JSON holds it: counts PostgreSQL gives as bigint become numbers, dates ISO text. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value;
}
