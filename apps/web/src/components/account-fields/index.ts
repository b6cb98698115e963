export { NewPasswordFields, type NewPasswordValues } from './new-password-fields.component';
export { newPasswordProblems } from './new-password';
export { CodeInput } from './code-input.component';
export { MobileField, type MobileFieldProps } from './mobile-field.component';
export { countryOptions, DEFAULT_COUNTRY, SIGN_UP_COUNTRIES } from './countries';
