/** A comingFrom the app may go back to: one of its own paths (never another site, never `//host`). */
export function safeBackPath(comingFrom: unknown): string | null {
  if (typeof comingFrom !== 'string' || !comingFrom.startsWith('/') || comingFrom.startsWith('//')) return null;
  return comingFrom.length <= 500 ? comingFrom : null;
}
