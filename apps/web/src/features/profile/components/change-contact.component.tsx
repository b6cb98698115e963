import type { PendingContact, Profile } from '@esc/contracts';
import { isValidEmail, parseMobile } from '@esc/domain';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CodeInput, MobileField } from '../../../components/account-fields';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/account-settings.api';
import '../../../components/account-fields/accounts.strings';

type Field = 'email' | 'mobile';

/** A new email or mobile is used once the code sent to it comes back. */
export function ChangeContact({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [field, setField] = useState<Field>('email');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState(profile.country_iso || 'IN');
  const [mobile, setMobile] = useState('');
  const [pending, setPending] = useState<PendingContact | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const fieldName = t(`accounts.profileEdit.fieldNames.${field}`);

  const value = field === 'email' ? { email: email.trim() } : { mobile, country_iso: country };
  const valid = field === 'email' ? isValidEmail(email.trim()) : parseMobile(mobile, country) !== null;

  const reportError = (e: unknown, onField: (message: string) => void) => {
    if (isApiError(e) && e.fieldErrors[0]) return onField(e.fieldErrors[0].message);
    setError(isApiError(e) && e.status !== NO_ANSWER && e.status < 500 ? e.message : t('accounts.profileEdit.failed'));
  };

  const sendCode = async () => {
    setError(null);
    if (!valid) return setError(t(field === 'email' ? 'signUp.errors.email' : 'signUp.errors.mobile'));
    try {
      const answer = await update.mutateAsync(value);
      setPending(answer.pending);
      setCode('');
    } catch (e) {
      reportError(e, setError);
    }
  };

  const confirm = async () => {
    if (!/^\d{6}$/.test(code)) return setCodeError(t('accounts.signUpCode.codeRequired'));
    setCodeError(null);
    try {
      await update.mutateAsync({ ...value, otp: code });
      setPending(null);
      setEmail('');
      setMobile('');
      showToast({ message: t('accounts.profileEdit.confirmed', { field: fieldName }), tone: 'success' });
    } catch (e) {
      reportError(e, setCodeError);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="change-contact-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="change-contact-title">
          {t('accounts.profileEdit.contactTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accounts.profileEdit.contactIntro')}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <SegmentedControl
          aria-label={t('accounts.profileEdit.contactTitle')}
          data={[
            { value: 'email', label: t('accounts.profileEdit.changeEmail') },
            { value: 'mobile', label: t('accounts.profileEdit.changeMobile') },
          ]}
          value={field}
          onChange={(next) => {
            setField(next as Field);
            setPending(null);
            setError(null);
          }}
          maw={420}
        />
        {pending ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Stack gap="sm" maw={420}>
              <Text size="sm" role="status">
                {t('accounts.profileEdit.codeSent', { to: pending.sent_to, field: fieldName })}
              </Text>
              {pending.otp && (
                <Text size="sm" c="dimmed" data-testid="contact-demo-code">
                  {t('accounts.profileEdit.demoCode', { otp: pending.otp })}
                </Text>
              )}
              <CodeInput
                label={t('accounts.profileEdit.code')}
                value={code}
                onChange={setCode}
                error={codeError}
                testId="contact-code"
              />
              <Group>
                <Button type="submit" loading={update.isPending} data-testid="contact-confirm">
                  {t('accounts.profileEdit.confirm')}
                </Button>
                <Button variant="subtle" onClick={() => setPending(null)}>
                  {t('accounts.profileEdit.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void sendCode();
            }}
          >
            <Stack gap="sm" maw={420}>
              {field === 'email' ? (
                <TextInput
                  label={t('accounts.profileEdit.email')}
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  data-testid="contact-email"
                />
              ) : (
                <MobileField
                  country={country}
                  onCountryChange={setCountry}
                  mobile={mobile}
                  onMobileChange={setMobile}
                />
              )}
              <Group>
                <Button type="submit" loading={update.isPending} data-testid="contact-send">
                  {t('accounts.profileEdit.sendCode')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
