import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { HomeworkEvents } from './homework-events.js';

// What people are told of homework: assigned (learners and their parents), due tomorrow
// (this module's daily job, homework-reminders.ts), completed by all (whoever assigned it).
// Event ids name the assignment, so a repeat of the same moment tells nobody twice.

/** Where a learner or parent opens the homework (the web's homework screen picks the assignment). */
export const homeworkLink = (assignId: number) => `/learnlist?assignId=${assignId}`;
/** Where whoever assigned it reads who did what. */
export const reportLink = (learnlistId: number, assignId: number) =>
  `/learnlist-report/${learnlistId}?assignId=${assignId}`;

type Publish = (event: NotificationEvent) => Promise<void>;

/** The learn-lists module's events, told through notifications.publish. */
export function homeworkNotices(publish: Publish): HomeworkEvents {
  return {
    async assigned(e) {
      const body = { key: 'notifications.homeworkAssigned.body', params: { title: e.title, due: e.dueDate } } as const;
      const data = { assign_id: e.assignId, learnlist_id: e.learnlistId };
      const link = homeworkLink(e.assignId);
      await publish({
        id: `homework_assigned:${e.assignId}:learners`,
        kind: 'homework_assigned',
        recipients: e.learners,
        title: { key: 'notifications.homeworkAssigned.title' },
        body,
        link,
        data,
      });
      if (e.parents.length === 0) return;
      await publish({
        id: `homework_assigned:${e.assignId}:parents`,
        kind: 'homework_assigned',
        recipients: [...new Set(e.parents.map((p) => p.parentUuid))],
        title: { key: 'notifications.homeworkAssigned.titleParents' },
        body,
        link,
        data,
      });
    },
    async completedByAll(e) {
      await publish({
        id: `homework_completed_by_all:${e.assignId}`,
        kind: 'homework_completed_by_all',
        recipients: [e.assignedBy],
        title: { key: 'notifications.homeworkCompletedByAll.title' },
        body: { key: 'notifications.homeworkCompletedByAll.body', params: { title: e.title, count: e.learnerCount } },
        link: reportLink(e.learnlistId, e.assignId),
        data: { assign_id: e.assignId, learnlist_id: e.learnlistId },
      });
    },
  };
}
