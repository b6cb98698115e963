import type { LanguageCode } from '@esc/contracts/languages';
import { isValidEmail } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { t } from '../../platform/i18n/message-renderer.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { GrievanceOfficers } from './grievance-officers.service.js';
import type { GrievanceRow, GrievancesRepository } from './grievances.repository.js';

/** Tells a grievance's officer: when it arrives, and again when this many days are left with no answer. */
export const OFFICER_NOTICE_JOB = 'grievances.tell-officer';
export const REMINDER_DAYS_LEFT = 5;
const DAY_MS = 86_400_000;
const DAY_IN_INDIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

type Moment = 'raised' | 'dueSoon';
interface OfficerNoticePayload {
  grievance_id: string;
  moment: Moment;
}

const WORDS = {
  raised: {
    kind: 'grievance_raised',
    title: 'notifications.grievanceRaised.title',
    body: 'notifications.grievanceRaised.body',
    subject: 'messages.grievanceRaised.subject',
    text: 'messages.grievanceRaised.body',
  },
  dueSoon: {
    kind: 'grievance_due_soon',
    title: 'notifications.grievanceDueSoon.title',
    body: 'notifications.grievanceDueSoon.body',
    subject: 'messages.grievanceDueSoon.subject',
    text: 'messages.grievanceDueSoon.body',
  },
} as const;

/**
 * Who answers a grievance hears of it: in the app, the people who answer there (the school's admins,
 * or the platform's editors for people who signed up alone), each in their own language; by e-mail,
 * the officer named for it (the school's, in the school's language, or the platform's from the
 * configuration), through the product's mail provider. Both again when 5 days are left and it is still
 * unanswered. Each runs as a job: a failing mail never fails the person's grievance.
 */
export function createOfficerNotices(deps: {
  repo: Pick<GrievancesRepository, 'byIds'>;
  officers: Pick<GrievanceOfficers, 'officersOf'>;
  adminsOfSchools(schoolIds: readonly number[]): Promise<{ uuid: string; school_id: number }[]>;
  platformEditors(): Promise<string[]>;
  schoolLanguagesOf(schoolIds: readonly number[]): Promise<Map<number, LanguageCode>>;
  publish(event: NotificationEvent): Promise<void>;
  notifier: Notifier;
  jobs: ModuleJobs;
  clock: () => number;
  log: FastifyBaseLogger;
}) {
  const { jobs } = deps;

  async function answerers(row: GrievanceRow): Promise<string[]> {
    if (row.school_id === null) return deps.platformEditors();
    return (await deps.adminsOfSchools([row.school_id])).map((a) => a.uuid);
  }

  async function email(row: GrievanceRow, moment: Moment, params: Record<string, string | number>): Promise<void> {
    const officer = (await deps.officers.officersOf([row.school_id])).get(row.school_id);
    const to = officer?.contact.trim() ?? '';
    // A school's officer named by phone only is told in the app through the school's admins.
    if (!isValidEmail(to) || !deps.notifier.channels.includes('email')) return;
    const language =
      row.school_id === null ? 'en' : ((await deps.schoolLanguagesOf([row.school_id])).get(row.school_id) ?? 'en');
    await deps.notifier.send({
      channel: 'email',
      to,
      kind: 'grievance_officer',
      subject: t(language, WORDS[moment].subject, params),
      text: t(language, WORDS[moment].text, params),
      variables: { reference: row.reference, due: String(params.due) },
      ref: row.id,
    });
  }

  async function tell({ grievance_id, moment }: OfficerNoticePayload): Promise<void> {
    const [row] = await deps.repo.byIds([grievance_id]);
    // A reminder is for a grievance nobody answered yet.
    if (!row || (moment === 'dueSoon' && row.state !== 'open')) return;
    const params = {
      reference: row.reference,
      due: DAY_IN_INDIA.format(Date.parse(row.due_at)),
      days: REMINDER_DAYS_LEFT,
    };
    const words = WORDS[moment];
    const recipients = await answerers(row);
    if (recipients.length > 0) {
      await deps.publish({
        id: `${words.kind}:${row.id}`,
        kind: words.kind,
        recipients,
        title: { key: words.title, params },
        body: { key: words.body, params },
        link: '/batch-master',
        data: { grievance_id: row.id },
      });
    }
    await email(row, moment, params);
  }

  jobs.register<OfficerNoticePayload>(OFFICER_NOTICE_JOB, { timeoutMs: 60_000, handler: tell });

  /** A grievance was raised: its officer is told now, and reminded 5 days before its due date. */
  async function arrived(row: GrievanceRow): Promise<void> {
    await jobs.enqueue(OFFICER_NOTICE_JOB, { grievance_id: row.id, moment: 'raised' });
    const remindAt = Date.parse(row.due_at) - REMINDER_DAYS_LEFT * DAY_MS;
    await jobs.enqueue(
      OFFICER_NOTICE_JOB,
      { grievance_id: row.id, moment: 'dueSoon' },
      { runAt: Math.max(remindAt, deps.clock()), singletonKey: `due-soon:${row.id}` },
    );
  }

  return { arrived, tell };
}
