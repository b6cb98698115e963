import { readJson, writeJson } from '../../../lib/storage';

/**
 * Demo servers show a reset code on screen only to the browser that signed the account up: its
 * sign-up gave this browser a proof, kept here by the names the account signs in with (its email,
 * and its mobile's digits), and sent back when that name asks for a reset code.
 */
const KEY = 'esc.demoRecoveryProofs';
const MAX_KEPT = 20;

/** One form of a sign-in name: an email in lower case, a mobile as its last ten digits. */
function nameKey(username: string): string {
  const name = username.trim().toLowerCase();
  return name.includes('@') ? name : name.replace(/\D/g, '').slice(-10);
}

function kept(): Record<string, string> {
  const value = readJson(KEY);
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

export function rememberRecoveryProof(usernames: readonly string[], proof: string): void {
  const entries = Object.entries(kept()).filter(([name]) => !usernames.map(nameKey).includes(name));
  for (const name of usernames) if (nameKey(name)) entries.push([nameKey(name), proof]);
  writeJson(KEY, Object.fromEntries(entries.slice(-MAX_KEPT)));
}

export function recoveryProofFor(username: string): string | undefined {
  return kept()[nameKey(username)];
}
