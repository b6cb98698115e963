import type { TagValueRow } from '../../catalogue/catalogue.module.js';

// Questions carry the product's tags (a shared vocabulary of the catalogue, by id). A file cannot
// carry ids that mean nothing elsewhere, so a tag leaves as its words, "Board Exam: Important", and
// comes back by them: the words of a tag, or a value alone when only one tag has it (capitals and
// spaces around the colon ignored).

export interface TagVocabulary {
  tagValues(ids: readonly number[]): Promise<TagValueRow[]>;
  tagValuesNamed(values: readonly string[]): Promise<TagValueRow[]>;
}

/** A tag value as people read it and a file carries it. */
export const tagLabel = (row: Pick<TagValueRow, 'tag_name' | 'tag_value'>): string =>
  `${row.tag_name}: ${row.tag_value}`;

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*/g, ':');

/** The values a label may name: itself, or what follows any of its colons. */
function valuesIn(label: string): string[] {
  const out = [label.trim()];
  for (let at = label.indexOf(':'); at >= 0; at = label.indexOf(':', at + 1)) out.push(label.slice(at + 1).trim());
  return out.filter((v) => v !== '');
}

export function createDraftTags(vocabulary: TagVocabulary) {
  /** Each id's words (an id the vocabulary lacks has none). */
  async function labelsOf(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await vocabulary.tagValues([...new Set(ids)]);
    return new Map(rows.map((r) => [r.tag_value_id, tagLabel(r)]));
  }

  /** The tag value each label names, when exactly one does. */
  async function idsOf(labels: readonly string[]): Promise<Map<string, number>> {
    const rows = await vocabulary.tagValuesNamed(labels.flatMap(valuesIn));
    const found = new Map<string, number>();
    for (const label of labels) {
      const wanted = normal(label);
      const exact = rows.find((r) => normal(tagLabel(r)) === wanted);
      const byValue = rows.filter((r) => normal(r.tag_value) === wanted);
      const row = exact ?? (byValue.length === 1 ? byValue[0] : undefined);
      if (row) found.set(label, row.tag_value_id);
    }
    return found;
  }

  return { labelsOf, idsOf };
}

export type DraftTags = ReturnType<typeof createDraftTags>;
