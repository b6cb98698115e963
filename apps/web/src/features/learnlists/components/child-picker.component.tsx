import type { StudentDetail } from '@esc/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The child a parent acts for, changed here as on the dashboard. */
export function ChildPicker({
  linkedChildren,
  value,
  onChange,
}: {
  linkedChildren: readonly StudentDetail[];
  value: string;
  onChange: (uuid: string) => void;
}) {
  const { t } = useTranslation();
  if (linkedChildren.length < 2) return null;
  return (
    <Select
      label={t('homework.child')}
      data={linkedChildren.map((c) => ({ value: c.uuid, label: c.name }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      w={260}
      maw="100%"
    />
  );
}
