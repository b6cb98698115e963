import { fieldRefused } from './field-refusal.js';

/**
 * A calendar day from the wire: YYYY-MM-DD naming a day that exists (no 2027-02-29, no 2026-13-01),
 * from 2000-01-01 to 2099-12-31; else 400 naming the field. Days of schedules, registers and reports
 * are the school's local days, so they are compared as text and never turned into instants here.
 */
export function checkedDay(value: string, field: string): string {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== value || value < '2000' || value > '2100') {
    throw fieldRefused(field, 'http.invalidDay');
  }
  return value;
}
