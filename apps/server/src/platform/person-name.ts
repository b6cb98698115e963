/** A person's name as every screen and message shows it: first and last, trimmed; '' for nobody. */
export const fullName = (p: { first_name: string; last_name: string } | undefined | null): string =>
  p ? `${p.first_name} ${p.last_name}`.trim() : '';
