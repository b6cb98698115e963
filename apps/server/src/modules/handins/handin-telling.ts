import { HandinStatus } from '@esc/domain';
import type { AssignedTask } from '../learnlists/learnlists.module.js';
import type { NotificationText } from '../notifications/notifications.module.js';
import type { HandinsDeps } from './handins-ports.js';
import type { HandinRow } from './handins.repository.js';

export type HandinTelling = ReturnType<typeof createHandinTelling>;

/** The marks and the teacher's comment (the teacher's own words, kept as written) of returned work. */
function returnedBody(row: HandinRow): NotificationText {
  const comment = row.comment?.slice(0, 120);
  if (row.status !== HandinStatus.Returned) {
    return comment
      ? { key: 'notifications.handinReturned.bodyAgainComment', params: { comment } }
      : { key: 'notifications.handinReturned.bodyAgain' };
  }
  const params = { marks: row.marks ?? 0, max: row.max_marks };
  return comment
    ? { key: 'notifications.handinReturned.bodyReturnedComment', params: { ...params, comment } }
    : { key: 'notifications.handinReturned.bodyReturned', params };
}

/** Where the learner (and a parent, for the active child) opens the homework and its work. */
const homeworkLink = (row: Pick<HandinRow, 'learnlist_id' | 'assign_id'>) =>
  `/learnlist-detail/${row.learnlist_id}?assignId=${row.assign_id}`;

/**
 * Who hears of a hand-in: the section's teachers when work comes in; the learner and their parents
 * when it is returned with marks or asked for again. Event ids are the turn's and its state's, so a
 * retry is the same event. A failure to tell is logged: the work itself is kept.
 */
export function createHandinTelling({ directory, publish, log }: Pick<HandinsDeps, 'directory' | 'publish' | 'log'>) {
  async function handedIn(row: HandinRow, task: Pick<AssignedTask, 'taskText'>): Promise<void> {
    try {
      const staff = await directory.staffOfSections([row.section_id]);
      const learner = { person: row.learner_uuid, part: 'first' } as const;
      const taskText = task.taskText?.slice(0, 80);
      await publish({
        id: `handin_received:${row.handin_id}`,
        kind: 'handin_received',
        recipients: [...new Set(staff.map((s) => s.uuid))],
        title: {
          key: row.late === 1 ? 'notifications.handinReceived.titleLate' : 'notifications.handinReceived.title',
        },
        body: taskText
          ? { key: 'notifications.handinReceived.body', params: { learner, task: taskText } }
          : { key: 'notifications.handinReceived.bodyNoTask', params: { learner } },
        link: `/learnlist-report/${row.learnlist_id}?assignId=${row.assign_id}`,
        data: { assign_id: row.assign_id, handin_id: row.handin_id },
      });
    } catch (err) {
      log.warn({ err, handinId: row.handin_id }, 'could not tell the teachers of a hand-in');
    }
  }

  async function marked(row: HandinRow): Promise<void> {
    try {
      const [child] = await directory.parentsByChild([row.learner_uuid]);
      const returned = row.status === HandinStatus.Returned;
      await publish({
        id: `handin_returned:${row.handin_id}:${row.status}:${row.updated_at}`,
        kind: 'handin_returned',
        recipients: [row.learner_uuid, ...(child?.parents ?? [])],
        title: {
          key: returned ? 'notifications.handinReturned.titleReturned' : 'notifications.handinReturned.titleAgain',
        },
        body: returnedBody(row),
        link: homeworkLink(row),
        data: { assign_id: row.assign_id, handin_id: row.handin_id },
      });
    } catch (err) {
      log.warn({ err, handinId: row.handin_id }, 'could not tell the learner of returned work');
    }
  }

  return { handedIn, marked };
}
