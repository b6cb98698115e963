import type { Profile } from '@esc/contracts';
import { isLanguageCode, LANGUAGE_LIST } from '@esc/contracts/languages';
import { isValidName } from '@esc/domain';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { switchLanguage } from '../../../lib/language';
import { showToast } from '../../../lib/toast';
import { NativeDigitsChoice } from './native-digits-choice.component';
import { useUpdateProfile } from '../api/account-settings.api';
import '../../../components/account-fields/accounts.strings';

const DEFAULT_LANGUAGE = 'default';

/** Names and preferred language: used at once. */
export function EditDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [language, setLanguage] = useState(profile.preferred_language ?? DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<{ first_name?: string | null; last_name?: string | null }>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const found = {
      first_name: isValidName(firstName) ? null : t('signUp.errors.name'),
      last_name: isValidName(lastName) ? null : t('signUp.errors.name'),
    };
    setErrors(found);
    setProblem(null);
    if (found.first_name || found.last_name) return;
    try {
      await update.mutateAsync({
        first_name: firstName,
        last_name: lastName,
        preferred_language: isLanguageCode(language) ? language : null,
      });
      // The screens follow the saved language at once (every device follows it at its next start).
      if (isLanguageCode(language)) await switchLanguage(language);
      showToast({ message: t('accounts.profileEdit.saved'), tone: 'success' });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
      } else {
        setProblem(t('accounts.profileEdit.failed'));
      }
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="edit-details-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="edit-details-title">
            {t('accounts.profileEdit.title')}
          </Title>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('accounts.profileEdit.firstName')}
              autoComplete="given-name"
              required
              withAsterisk={false}
              value={firstName}
              onChange={(event) => setFirstName(event.currentTarget.value)}
              error={errors.first_name}
              data-testid="profile-first-name"
            />
            <TextInput
              label={t('accounts.profileEdit.lastName')}
              autoComplete="family-name"
              required
              withAsterisk={false}
              value={lastName}
              onChange={(event) => setLastName(event.currentTarget.value)}
              error={errors.last_name}
              data-testid="profile-last-name"
            />
          </SimpleGrid>
          <Select
            label={t('accounts.profileEdit.language')}
            data={[
              { value: DEFAULT_LANGUAGE, label: t('accounts.profileEdit.languageDefault') },
              // Each language in its own script: the name a reader of it recognises.
              ...LANGUAGE_LIST.map((l) => ({ value: l.code, label: l.name })),
            ]}
            value={language}
            onChange={(value) => setLanguage(value ?? DEFAULT_LANGUAGE)}
            allowDeselect={false}
            maw={320}
            data-testid="profile-language"
          />
          <NativeDigitsChoice />
          <Group>
            <Button type="submit" loading={update.isPending} data-testid="profile-save">
              {t('accounts.profileEdit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
