import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { downloadOneRoster } from '../api/roster.api';

/** The school's roster as a OneRoster 1.2 zip, for a student information system or another platform. */
export function OneRosterExport() {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: downloadOneRoster });
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Button
          variant="default"
          leftSection={<IconFileZip size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          aria-describedby="oneroster-export-hint"
          data-testid="oneroster-export"
        >
          {t('institutes.exportOneRoster')}
        </Button>
        <Text size="sm" c="dimmed" id="oneroster-export-hint">
          {t('institutes.exportOneRosterHint')}
        </Text>
      </Group>
      {download.isError && (
        <Alert color="red" variant="light" role="alert" title={t('institutes.exportOneRosterError')}>
          {errorMessage(download.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
