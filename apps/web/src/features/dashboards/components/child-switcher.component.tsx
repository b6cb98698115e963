import type { StudentDetail } from '@esc/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

interface ChildSwitcherProps {
  linkedChildren: readonly StudentDetail[];
  activeChildUuid: string;
  onChange: (childUuid: string) => void;
}

/** Chooses the child a parent acts for. */
export function ChildSwitcher({ linkedChildren, activeChildUuid, onChange }: ChildSwitcherProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('dashboard.activeChild')}
      description={t('dashboard.activeChildHint')}
      data={linkedChildren.map((child) => ({ value: child.uuid, label: child.name }))}
      value={activeChildUuid}
      onChange={(value) => {
        if (value) onChange(value);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      maw={360}
      data-testid="active-child-select"
    />
  );
}
