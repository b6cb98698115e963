import type { SchoolContactSettings } from '@esc/contracts';
import { LANGUAGE_LIST, type LanguageCode } from '@esc/contracts/languages';
import { Alert, Button, Card, Select, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { showToast } from '../../../lib/toast';
import { useSaveSchoolSettings, useSchoolSettings } from '../api/school-settings.api';
import '../school-settings.strings';

/** Each language by its own name (हिन्दी, தமிழ்), as a reader of it looks for it. */
const LANGUAGE_OPTIONS = LANGUAGE_LIST.map((l) => ({ value: l.code, label: l.name }));

/** The school admin's settings: teachers' contacts shown to families, and the language of the school's messages. */
export function SchoolSettings() {
  const { t } = useTranslation();
  const query = useSchoolSettings();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="school-settings-heading">
      <Title order={2} size="h3" mb="sm" id="school-settings-heading">
        {t('schoolSettings.title')}
      </Title>
      {query.isError ? (
        <QueryError title={t('schoolSettings.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton h={120} aria-hidden />
      ) : (
        <SchoolSettingsForm settings={query.data} />
      )}
    </Card>
  );
}

function SchoolSettingsForm({ settings }: { settings: SchoolContactSettings }) {
  const { t } = useTranslation();
  const save = useSaveSchoolSettings();
  // No default is English: the form shows it as English.
  const [language, setLanguage] = useState<LanguageCode>(settings.default_language ?? 'en');
  const [showContact, setShowContact] = useState(settings.show_staff_contact);
  const submit = async () => {
    await save.mutateAsync({ show_staff_contact: showContact, default_language: language });
    showToast({ message: t('schoolSettings.saved'), tone: 'success' });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('schoolSettings.failed')}
          </Alert>
        )}
        <Select
          label={t('schoolSettings.language')}
          description={t('schoolSettings.languageHint')}
          data={LANGUAGE_OPTIONS}
          value={language}
          onChange={(value) => value && setLanguage(value as LanguageCode)}
          allowDeselect={false}
          data-testid="school-default-language"
        />
        <Switch
          label={t('schoolSettings.staffContact')}
          checked={showContact}
          onChange={(event) => setShowContact(event.currentTarget.checked)}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('schoolSettings.save')}
        </Button>
      </Stack>
    </form>
  );
}
