/** Milliseconds as the specs' media time 'HH:MM:SS' (whole seconds, rounded); 0 is '00:00:00'. */
export function formatMediaTime(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
