import { LANGUAGE_LIST, languageOfId } from '@esc/contracts/languages';
import { Select, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSetSectionMedium } from '../api/batches.api';

/** Each language by its own name, whatever the screen's language (a Hindi teacher looks for हिन्दी). */
const MEDIUMS = LANGUAGE_LIST.map((l) => ({ value: String(l.id), label: l.name }));

interface SectionMediumProps {
  section: { section_id: number; section_name: string; language_id: number };
  /** Only the school's admin sets it; others read it. */
  editable: boolean;
}

/** A section's medium of instruction: its learners read the catalogue in it first. */
export function SectionMedium({ section, editable }: SectionMediumProps) {
  const { t } = useTranslation();
  const change = useSetSectionMedium();
  if (!editable) return <Text size="sm">{languageOfId(section.language_id)?.name ?? ''}</Text>;
  return (
    <Select
      size="xs"
      aria-label={t('institutes.mediumOf', { section: section.section_name })}
      data={MEDIUMS}
      value={String(section.language_id)}
      allowDeselect={false}
      disabled={change.isPending}
      error={change.isError ? t('institutes.mediumError') : undefined}
      onChange={(value) => value && change.mutate({ section_id: section.section_id, language_id: Number(value) })}
      w={130}
    />
  );
}
