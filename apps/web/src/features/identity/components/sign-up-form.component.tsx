import type { SignUpRole } from '@esc/contracts';
import { isValidEmail, parseMobile } from '@esc/domain';
import { Alert, Button, PasswordInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ClientErrorCode, isApiError } from '../../../lib/api-error';
import { checkRegistration } from '../api/check-registration.api';
import { useSendOtp } from '../api/otp.api';
import {
  initialSignUpValues,
  signUpBody,
  signUpProblem,
  todayIso,
  type SignUpField,
  type SignUpValues,
} from '../utils/sign-up-validation';
import { MobileField } from '../../../components/account-fields';
import { RegisteredMessage } from './registered-message.component';
import { SignUpCodeStep, type CodeStepState } from './sign-up-code-step.component';
import { StudentFields } from './student-fields.component';

const ROLES: readonly SignUpRole[] = ['student', 'parent', 'institute'];
const FIELDS: readonly SignUpField[] = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'password',
  'board_id',
  'class_id',
  'institute_name',
  'date_of_birth',
];
type Entity = 'email' | 'mobile';

/** The form of one value that the registration check found registered: lower-cased email, +code number. */
function entityKey(entity: Entity, values: SignUpValues): string | null {
  if (entity === 'email') return isValidEmail(values.email.trim()) ? values.email.trim().toLowerCase() : null;
  return parseMobile(values.mobile, values.country_iso)?.e164 ?? null;
}

type Problem = 'network' | 'rateLimited' | 'failed' | null;

/** Sign-up of a student, parent or institute (spec 002 §5.1, §5.5): the server's rules, checked as you go. */
export function SignUpForm({ initialRole = 'student' }: { initialRole?: SignUpRole }) {
  const { t } = useTranslation();
  const roleLabelId = useId();
  const sendCode = useSendOtp();
  const [codeStep, setCodeStep] = useState<CodeStepState | null>(null);
  const [registered, setRegistered] = useState<Partial<Record<Entity, string>>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { ...initialSignUpValues, role: initialRole },
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const field of FIELDS) {
        const key = signUpProblem(field, values);
        if (key) errors[field] = t(key);
      }
      return errors;
    },
  });
  const values = form.getValues();

  const isRegistered = (entity: Entity) => {
    const key = entityKey(entity, values);
    return key !== null && registered[entity] === key;
  };
  const errorOf = (field: SignUpField) => {
    if (form.errors[field]) return form.errors[field];
    if ((field === 'email' || field === 'mobile') && isRegistered(field)) return <RegisteredMessage entity={field} />;
    return undefined;
  };

  /** On leaving the email or mobile field: is the value registered already? (spec 002 §5.1, §7.1) */
  async function check(entity: Entity) {
    const current = form.getValues();
    const key = entityKey(entity, current);
    if (!key) return;
    try {
      const answer = await checkRegistration({
        entity_name: entity,
        entity_value: entity === 'email' ? key : current.mobile,
        role_type: current.role,
        ...(entity === 'mobile' ? { country_iso: current.country_iso } : {}),
      });
      // Sign-up follows the check (spec 002 §5.1): a registered value it allows for the role may be used.
      const taken = !answer.allowed;
      setRegistered((prev) => ({ ...prev, [entity]: taken ? key : undefined }));
    } catch {
      // The server checks again when the form is sent.
    }
  }

  const submit = form.onSubmit(async (submitted) => {
    setProblem(null);
    const taken = (['email', 'mobile'] as const).find((entity) => isRegistered(entity));
    if (taken) {
      form.getInputNode(taken)?.focus();
      return;
    }
    try {
      // First the code to the mobile number: sign-up needs it back.
      const sent = await sendCode.mutateAsync({ mobile: submitted.mobile, country_iso: submitted.country_iso });
      setCodeStep({ body: signUpBody(submitted), channel: 'mobile', sent });
    } catch (error) {
      if (!isApiError(error)) return setProblem('failed');
      const named = error.fieldErrors.filter((f) => (FIELDS as readonly string[]).includes(f.field));
      for (const f of named) form.setFieldError(f.field, f.message);
      if (named.length > 0) return form.getInputNode(named[0]!.field)?.focus();
      if (error.errorCode === ClientErrorCode.Network || error.errorCode === ClientErrorCode.Timeout) {
        return setProblem('network');
      }
      setProblem(error.status === 429 ? 'rateLimited' : 'failed');
    }
  });

  if (codeStep) return <SignUpCodeStep state={codeStep} onSent={setCodeStep} onBack={() => setCodeStep(null)} />;

  const emailProps = form.getInputProps('email');
  const role = values.role;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert
            color="red"
            variant="light"
            title={t('signUp.errorTitle')}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            {t(`signUp.${problem}`)}
          </Alert>
        )}
        <Stack gap={6}>
          <Text id={roleLabelId} size="sm" fw={500}>
            {t('signUp.roleLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby={roleLabelId}
            fullWidth
            data={ROLES.map((value) => ({ value, label: t(`signUp.roles.${value}`) }))}
            value={role}
            onChange={(value) => {
              form.setFieldValue('role', value as SignUpRole);
              for (const field of ['board_id', 'class_id', 'institute_name', 'date_of_birth'] as const) {
                form.clearFieldError(field);
              }
            }}
            data-testid="sign-up-role"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('signUp.firstName')}
            autoComplete="given-name"
            required
            withAsterisk={false}
            key={form.key('first_name')}
            {...form.getInputProps('first_name')}
            data-testid="sign-up-first-name"
          />
          <TextInput
            label={t('signUp.lastName')}
            autoComplete="family-name"
            required
            withAsterisk={false}
            key={form.key('last_name')}
            {...form.getInputProps('last_name')}
            data-testid="sign-up-last-name"
          />
        </SimpleGrid>
        {role === 'institute' && (
          <TextInput
            label={t('signUp.instituteName')}
            autoComplete="organization"
            required
            withAsterisk={false}
            key={form.key('institute_name')}
            {...form.getInputProps('institute_name')}
            data-testid="sign-up-institute-name"
          />
        )}
        <TextInput
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          key={form.key('email')}
          {...emailProps}
          error={errorOf('email')}
          onBlur={(event) => {
            emailProps.onBlur?.(event);
            void check('email');
          }}
          data-testid="sign-up-email"
        />
        <MobileField
          country={values.country_iso}
          onCountryChange={(country) => {
            form.setFieldValue('country_iso', country);
            if (form.errors.mobile) form.validateField('mobile');
          }}
          mobile={values.mobile}
          onMobileChange={(mobile) => form.setFieldValue('mobile', mobile)}
          onMobileBlur={() => {
            form.validateField('mobile');
            void check('mobile');
          }}
          error={errorOf('mobile')}
        />
        {role === 'student' && (
          <StudentFields
            boardId={values.board_id}
            classId={values.class_id}
            onBoardChange={(boardId) => {
              form.setFieldValue('board_id', boardId);
              form.setFieldValue('class_id', null);
            }}
            onClassChange={(classId) => form.setFieldValue('class_id', classId)}
            boardError={errorOf('board_id')}
            classError={errorOf('class_id')}
          />
        )}
        {role === 'student' && (
          <TextInput
            type="date"
            label={t('signUp.dateOfBirth')}
            description={t('signUp.dateOfBirthHint')}
            autoComplete="bday"
            required
            withAsterisk={false}
            max={todayIso()}
            key={form.key('date_of_birth')}
            {...form.getInputProps('date_of_birth')}
            data-testid="sign-up-date-of-birth"
          />
        )}
        <PasswordInput
          label={t('signUp.password')}
          description={t('signUp.passwordHint')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('signUp.showPassword') }}
          key={form.key('password')}
          {...form.getInputProps('password')}
          data-testid="sign-up-password"
        />
        <Button type="submit" loading={sendCode.isPending} fullWidth size="md" data-testid="sign-up-submit">
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
