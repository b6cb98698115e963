import type { OneRosterOrg } from '@esc/contracts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What a OneRoster file cannot say for itself: the board of its classes, and which of its schools is
 * this one when it holds several. Changing either checks the file again.
 */
export function OneRosterChoices({
  orgs,
  org,
  board,
  onChange,
}: {
  orgs: readonly OneRosterOrg[];
  org: string | null;
  board: string;
  onChange: (choices: { board?: string; org?: string }) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(board);
  return (
    <Group align="flex-end" gap="sm" data-testid="oneroster-choices">
      {orgs.length > 1 && (
        <Select
          label={t('institutes.oneRosterSchool')}
          description={t('institutes.oneRosterSchoolHint')}
          data={orgs.map((o) => ({
            value: o.sourced_id,
            label: o.name ? `${o.name} (${o.sourced_id})` : o.sourced_id,
          }))}
          value={org}
          onChange={(value) => value && onChange({ org: value })}
          allowDeselect={false}
          maw={360}
        />
      )}
      <TextInput
        label={t('institutes.oneRosterBoard')}
        description={t('institutes.oneRosterBoardHint')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maxLength={100}
        maw={280}
      />
      <Button variant="light" onClick={() => onChange({ board: typed.trim() })}>
        {t('institutes.checkAgain')}
      </Button>
    </Group>
  );
}
