import type { LiveClassRow } from './live-classes.repository.js';
import { type LiveClassesDeps, idsOf, MAX_AUDIENCE } from './live-classes-ports.js';

/** The published recap as its notification names it. */
export interface PublishedRecap {
  learnlistId: number;
  assignId: number;
  itemCount: number;
  /** The class's day in its school's time zone (YYYY-MM-DD). */
  classDay: string;
}

/**
 * Where a learner opens the recap: the homework screen with the recap's assignment, as the class-recap
 * link on /my-schedule does. A parent's names the section, so the screen acts for their child there.
 */
export const recapLink = (learnlistId: number, assignId: number, sectionId?: number) =>
  `/learnlist-detail/${learnlistId}?assignId=${assignId}${sectionId === undefined ? '' : `&section=${sectionId}`}`;

/**
 * Telling a class's sections that its recap is published: its learners in one event, and
 * their parents in one event per section (the link names the section, so the parent's screen opens it
 * for their child there). The event ids name the recap list, so publishing it again, after taking it
 * back or after a crash, tells nobody twice; taking it back tells nobody.
 */
export function createRecapNotices({ directory, publish }: Pick<LiveClassesDeps, 'directory' | 'publish'>) {
  async function published(row: LiveClassRow, recap: PublishedRecap): Promise<void> {
    const sectionIds = idsOf(row.section_ids);
    const rank = new Map(sectionIds.map((id, i) => [id, i]));
    const placed = await directory.learnersOfSections(rank, { start: 0, limit: MAX_AUDIENCE });
    // A learner placed in two of the class's sections is told (and their parents pointed) once, at the first.
    const sectionOf = new Map<string, number>();
    for (const l of placed.rows) {
      if (l.school_id === row.school_id && !sectionOf.has(l.uuid)) sectionOf.set(l.uuid, l.section_id);
    }
    const learners = [...sectionOf.keys()];
    if (learners.length === 0) return;
    const params = { title: row.title.slice(0, 150), day: recap.classDay, count: recap.itemCount };
    const data = { sch_id: row.sch_id, learnlist_id: recap.learnlistId, assign_id: recap.assignId };
    const base = `class_recap_published:${recap.learnlistId}`;
    await publish({
      id: `${base}:learners`,
      kind: 'class_recap_published',
      recipients: learners,
      title: { key: 'notifications.classRecap.title' },
      body: { key: 'notifications.classRecap.body', params },
      link: recapLink(recap.learnlistId, recap.assignId),
      data,
    });
    const parents = await directory.parentsOfChildren(learners);
    for (const sectionId of sectionIds) {
      const recipients = parents.filter((p) => sectionOf.get(p.child_uuid) === sectionId).map((p) => p.parent_uuid);
      if (recipients.length === 0) continue;
      await publish({
        id: `${base}:parents:${sectionId}`,
        kind: 'class_recap_published',
        recipients,
        title: { key: 'notifications.classRecap.titleParents' },
        body: { key: 'notifications.classRecap.bodyParents', params },
        link: recapLink(recap.learnlistId, recap.assignId, sectionId),
        data: { ...data, section_id: sectionId },
      });
    }
  }

  return { published };
}

export type RecapNotices = ReturnType<typeof createRecapNotices>;
