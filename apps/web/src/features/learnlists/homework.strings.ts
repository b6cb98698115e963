import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The words of a learner's (and a parent's) homework screens (English), registered when this code loads. */
export const homeworkStrings = {
  homework: {
    title: 'Homework',
    childTitle: 'Homework of {{name}}',
    dashboardTitle: 'Homework',
    childDashboardTitle: 'Homework of {{name}}',
    child: 'Child',
    allHomework: 'All homework',
    allChildHomework: 'All homework of {{name}}',
    classRecapBack: 'Back to the live classes',
    classRecap: 'The recap of a live class: what was opened in class.',
    makeForChild: 'Make homework for {{name}}',
    loadError: 'We could not load the homework.',
    detailLoadError: 'We could not open this homework.',
    empty: 'No homework yet. When your teacher gives your section homework, it shows here.',
    emptyChild: 'No homework for {{name}} yet. Homework from school, and homework you give, shows here.',
    noChild: 'When a child is linked to your account, their homework shows here.',
    forLearners: 'Homework is for learners and their parents.',
    yourLists: 'Open your learn-lists.',
    notFound: 'We could not find that homework. It may have been removed, or it is for another account.',
    badLink: 'This homework link is not complete. Open the homework from your homework list.',
    notYetOpen: 'This homework has not opened yet. You can start it once it opens.',
    nothingDue: 'Nothing is due. Well done!',
    nothingDueChild: 'Nothing is due for {{name}}.',
    counts: 'Overdue: {{overdue}} · Due: {{due}} · Upcoming: {{upcoming}} · Done: {{done}} · Done late: {{late}}',
    by: 'From {{name}}',
    byParent: 'From your parent',
    progress: '{{done}} of {{total}} done',
    itemsTitle: 'What to do',
    noItems: 'This homework has no items. Ask whoever gave it.',
    group: {
      todo: 'To do ({{count}})',
      upcoming: 'Upcoming ({{count}})',
      done: 'Done ({{count}})',
    },
    groupEmpty: {
      todo: 'Nothing to do right now.',
      upcoming: 'Nothing coming up.',
      done: 'Nothing done yet.',
    },
    status: {
      overdue: 'Overdue',
      due: 'Due',
      upcoming: 'Upcoming',
      done: 'Done',
      done_late: 'Done late',
    },
    when: {
      opens: 'Opens {{when}}',
      due: 'Due by {{when}}',
      overdue: 'Was due by {{when}}',
      wasDue: 'Was due by {{when}}',
    },
    item: {
      archivedKept: 'Your teacher archived this homework; your work was kept.',
      open: 'Open',
      openNamed: 'Open item {{position}}',
      markDone: 'Mark as done',
      markNamed: 'Mark item {{position}} as done',
      doneOn: 'Done {{when}}',
      doneWaiting: 'Done: sent when you are online',
      toDo: 'Item {{position}}: to do',
      task: 'Task',
      untitled: '{{kind}} (no longer available)',
      kind: {
        content: 'Content',
        question: 'Question',
        paper: 'Test paper',
        task: 'Task',
        recorded_lecture: 'Recorded lecture',
        study_notes: 'Study notes',
      },
    },
  },
};
export type HomeworkStrings = typeof homeworkStrings;

registerStrings(homeworkStrings, import.meta.glob<CatalogueModule>('./homework.*.strings.ts'));
