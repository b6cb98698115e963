import { iso, type AttendanceDeps } from './attendance-ports.js';

export type AbsenceTelling = ReturnType<typeof createAbsenceTelling>;

/**
 * Tells the parents of the learners marked absent in a register whose parents were not told yet: one
 * notification per child, to that child's parents, naming the child ("Aarav was marked absent today,
 * 10-A"). Each mark records when its parents were told, so a parent hears of a child's absence once a
 * day however often the register is saved or the notice sent; a learner marked absent later is told
 * of at the next save. The event id is the register's and the child's: a retry is the same event.
 */
export function createAbsenceTelling(deps: Pick<AttendanceDeps, 'writes' | 'directory' | 'publish' | 'clock'>) {
  const { writes, directory, clock } = deps;

  async function tell(
    register: { register_id: number; date: string },
    section: { section_id: number; section_name: string },
  ): Promise<{ parents: number; at: string }> {
    const untold = await writes.untoldAbsent(register.register_id);
    const at = iso(clock());
    if (untold.length === 0) return { parents: 0, at };
    const children = await directory.parentsByChild(untold);
    for (const child of children) {
      await deps.publish({
        id: `attendance_absent:${register.register_id}:${child.uuid}`,
        kind: 'attendance_absent',
        recipients: child.parents,
        title: { key: 'notifications.attendanceAbsent.title' },
        body: {
          key: 'notifications.attendanceAbsent.body',
          params: { child: { person: child.uuid, part: 'first' }, section: section.section_name, date: register.date },
        },
        link: `/attendance?section=${section.section_id}&date=${register.date}`,
        data: { section_id: section.section_id, date: register.date },
      });
    }
    await writes.markTold(register.register_id, untold, at);
    return { parents: new Set(children.flatMap((c) => c.parents)).size, at };
  }

  return { tell };
}
