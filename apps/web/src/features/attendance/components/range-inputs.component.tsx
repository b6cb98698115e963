import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import '../attendance.strings';

export interface DayRange {
  start: string;
  end: string;
}

/** From and To days of a view (the browser's date fields); an emptied field keeps the day it had. */
export function RangeInputs({ range, onChange }: { range: DayRange; onChange: (next: DayRange) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t('attendance.from')}
        value={range.start}
        w={170}
        onChange={(e) => e.currentTarget.value && onChange({ ...range, start: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('attendance.to')}
        value={range.end}
        w={170}
        onChange={(e) => e.currentTarget.value && onChange({ ...range, end: e.currentTarget.value })}
      />
    </>
  );
}
