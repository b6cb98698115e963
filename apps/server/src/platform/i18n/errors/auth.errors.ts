export const auth = {
  onlyForYourself: 'You can only do this for yourself.',
  manySigningIn: 'Many people are signing in at once. Please try again in a few seconds.',
  notTaughtSection: 'You do not teach this section.',
} as const;
