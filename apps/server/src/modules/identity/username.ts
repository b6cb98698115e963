import { mobileLookupForms, mobileMatches } from '@esc/domain';
import type { IdentityRepository, UserRecord } from './identity.repository.js';

/** What a sign-in name names: an email (compared lower-cased) or a mobile number typed without its country. */
export type SignInName = { kind: 'email'; email: string } | { kind: 'mobile'; input: string; forms: string[] };

/**
 * One reading of sign-in names, the domain's phone parser for numbers (one stored form of a mobile): the stored
 * forms the number may have, and the account's own country decides which one it is.
 */
export function parseSignInName(username: string): SignInName | null {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase() };
  const forms = mobileLookupForms(trimmed);
  return forms.length > 0 ? { kind: 'mobile', input: trimmed, forms } : null;
}

/** The accounts a sign-in name names, oldest first (a family may share an email or a mobile). */
export async function findAccounts(
  repo: Pick<IdentityRepository, 'usersByEmail' | 'usersByMobile'>,
  username: string,
): Promise<UserRecord[]> {
  const name = parseSignInName(username);
  if (!name) return [];
  if (name.kind === 'email') return repo.usersByEmail(name.email);
  const users = await repo.usersByMobile(name.forms);
  return users.filter((u) => mobileMatches(name.input, { mobile: u.mobile, countryIso: u.country_iso }));
}
