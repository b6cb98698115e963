export const signIn = {
  accountGone: 'This account no longer exists.',
  tooManyForAccount: 'Too many failed sign-in attempts for this account. Please wait {{wait, wait}} and try again.',
  tooManyForAccountEverywhere:
    'Too many failed sign-in attempts for this account from several networks. Please wait {{wait, wait}} and try again, or sign in from a network you have used before.',
  tooManyFromNetwork: 'Too many failed sign-in attempts from this network. Please wait {{wait, wait}} and try again.',
  tooManyCodes: 'Too many codes asked for from this network. Please wait {{wait, wait}} and try again.',
  tooManyChecks: 'Too many checks from this network. Please wait {{wait, wait}} and try again.',
  tooManyResets: 'Too many password resets from this network. Please wait {{wait, wait}} and try again.',
  tooManyWrongCodes: 'Too many wrong codes. Please wait {{wait, wait}} and try again.',
  tooManyNewCodes: 'You asked for a new code too many times. Please wait {{wait, wait}} and try again.',
  tooManyAttempts: 'Too many sign-in attempts from this network. Please wait a minute and try again.',
  tooManyInvitationCodes:
    'Too many wrong invitation codes from this network. Please wait {{wait, wait}} and try again.',
} as const;
