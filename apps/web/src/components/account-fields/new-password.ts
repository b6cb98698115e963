import { isAcceptablePassword } from '@esc/contracts';
import type { NewPasswordValues } from './new-password-fields.component';
import './accounts.strings';

/** The screen's own check of a new password, with i18n keys: the server's rule, and the two typings agree. */
export function newPasswordProblems(values: NewPasswordValues): {
  password: 'signUp.errors.password' | null;
  confirm: 'accounts.forgot.passwordsDiffer' | null;
} {
  return {
    password: isAcceptablePassword(values.password) ? null : 'signUp.errors.password',
    confirm: values.password === values.confirm ? null : 'accounts.forgot.passwordsDiffer',
  };
}
