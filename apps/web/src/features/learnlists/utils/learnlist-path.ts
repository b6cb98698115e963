/** App paths of the learn-list screens that the app's frame links to (spec 002 §2.2). */
export const LearnListPath = {
  /** The teacher's (or parent's) own and shared lists. */
  myLists: '/my-learnlists',
  /** A learner's homework (?assignId= opens that one). */
  homework: '/learnlist',
  /** Class recaps: the recaps of a teacher's classes, published from here. */
  classRecaps: '/class-recaps',
} as const;
