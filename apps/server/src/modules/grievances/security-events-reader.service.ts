import type { SecurityEventsData, SecurityEventsQuery } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SecurityEvents } from '../../platform/security/security-events.repository.js';

const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;
/** The operator's days are India's: a day starts at midnight in Asia/Kolkata (UTC+05:30, no summer time). */
const startOfIndianDay = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

/**
 * The security events for the operator in the product: the platform's editors read them (as the CLI
 * prints them), filtered by kind and days, a page at a time. Nobody else: not a school's admin, whose
 * school is one of many the events cover.
 */
export function createSecurityEventsReader(deps: {
  security: Pick<SecurityEvents, 'search'>;
  isPlatformEditor(auth: AuthContext): Promise<boolean>;
}) {
  async function list(caller: AuthContext, query: SecurityEventsQuery): Promise<SecurityEventsData> {
    if (!(await deps.isPlatformEditor(caller))) {
      throw new AppError('FORBIDDEN', { reason: 'grievances.securityEventsEditorsOnly' });
    }
    if (query.from && query.to && query.from > query.to) {
      const said = { reason: 'grievances.securityEventsDays' } as const;
      throw new AppError('VALIDATION_FAILED', said, { errors: [{ field: 'to', ...said }] });
    }
    const pageNo = query.page_no ?? 1;
    const pageSize = query.page_size ?? PAGE_SIZE;
    const rows = await deps.security.search({
      kind: query.kind,
      fromIso: query.from ? new Date(startOfIndianDay(query.from)).toISOString() : undefined,
      beforeIso: query.to ? new Date(startOfIndianDay(query.to) + DAY_MS).toISOString() : undefined,
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    return {
      events: rows.slice(0, pageSize).map((r) => ({
        id: r.id,
        kind: r.kind,
        occurred_at: r.occurred_at,
        user_uuid: r.user_uuid,
        ip: r.ip,
        route: r.route,
        detail: r.detail,
      })),
      page_no: pageNo,
      page_size: pageSize,
      has_more: rows.length > pageSize,
    };
  }

  return { list };
}
