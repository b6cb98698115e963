import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

const KEY = 'esc.engine.shortcuts';

function stored(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * Single-key shortcuts can be turned off (WCAG 2.1.4): speech input and some keyboards type the
 * letters by accident. The choice is kept on this device.
 */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  const set = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // Private modes may refuse storage: the choice then lasts this page.
    }
  };
  return [on, set];
}

export function ShortcutsSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Switch
        size="sm"
        checked={on}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={t('assessments.engine.shortcuts')}
        aria-describedby="engine-shortcut-keys"
      />
      <Text size="xs" c="dimmed" id="engine-shortcut-keys">
        {t('assessments.instructions.keys')}
      </Text>
    </Stack>
  );
}
