import { isAcceptablePassword, type SignUpRole } from '@esc/contracts';
import { isAcceptableBirthDate, isValidEmail, isValidName, parseMobile } from '@esc/domain';

/** The sign-up form's values; selects hold ids as strings. */
export interface SignUpValues {
  role: SignUpRole;
  first_name: string;
  last_name: string;
  email: string;
  country_iso: string;
  mobile: string;
  password: string;
  board_id: string | null;
  class_id: string | null;
  institute_name: string;
  /** A student's date of birth, YYYY-MM-DD: under 18, a parent must agree before they learn. */
  date_of_birth: string;
}

export type SignUpField = keyof SignUpValues;

/** i18n keys of the form's own checks: the same rules the server applies (spec 002 §5.5). */
export type SignUpProblemKey =
  | 'signUp.errors.name'
  | 'signUp.errors.email'
  | 'signUp.errors.mobile'
  | 'signUp.errors.password'
  | 'signUp.errors.board'
  | 'signUp.errors.class'
  | 'signUp.errors.instituteName'
  | 'signUp.errors.dateOfBirth';

export const initialSignUpValues: SignUpValues = {
  role: 'student',
  first_name: '',
  last_name: '',
  email: '',
  country_iso: 'IN',
  mobile: '',
  password: '',
  board_id: null,
  class_id: null,
  institute_name: '',
  date_of_birth: '',
};

/** Today on this device, YYYY-MM-DD (the server decides again with its own clock). */
export function todayIso(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The problem with one field, or null when it is fine. */
export function signUpProblem(field: SignUpField, values: SignUpValues): SignUpProblemKey | null {
  switch (field) {
    case 'first_name':
    case 'last_name':
      return isValidName(values[field]) ? null : 'signUp.errors.name';
    case 'email':
      return isValidEmail(values.email.trim()) ? null : 'signUp.errors.email';
    case 'mobile':
      return parseMobile(values.mobile, values.country_iso) ? null : 'signUp.errors.mobile';
    case 'password':
      return isAcceptablePassword(values.password) ? null : 'signUp.errors.password';
    case 'board_id':
      return values.role !== 'student' || values.board_id ? null : 'signUp.errors.board';
    case 'class_id':
      return values.role !== 'student' || values.class_id ? null : 'signUp.errors.class';
    case 'date_of_birth':
      return values.role !== 'student' || isAcceptableBirthDate(values.date_of_birth, todayIso())
        ? null
        : 'signUp.errors.dateOfBirth';
    case 'institute_name':
      return values.role !== 'institute' || values.institute_name.trim().length >= 2
        ? null
        : 'signUp.errors.instituteName';
    default:
      return null;
  }
}

/** The body of the sign-up call: only the fields of the chosen role. */
export function signUpBody(values: SignUpValues) {
  return {
    role: values.role,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    mobile: values.mobile,
    country_iso: values.country_iso,
    password: values.password,
    ...(values.role === 'student'
      ? { board_id: Number(values.board_id), class_id: Number(values.class_id), date_of_birth: values.date_of_birth }
      : {}),
    ...(values.role === 'institute' ? { institute_name: values.institute_name.trim() } : {}),
  };
}
