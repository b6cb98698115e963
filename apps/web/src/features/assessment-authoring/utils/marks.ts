/** Why marks cannot be given: none typed, or outside 0 to the question's marks. */
export function marksProblem(value: number | string, max: number): 'missing' | 'range' | null {
  if (value === '' || value === null) return 'missing';
  const marks = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(marks)) return 'missing';
  return marks < 0 || marks > max ? 'range' : null;
}
