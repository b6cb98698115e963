/** App paths of the learner's study screens (spec 002 §2.2, §2.4). */
export const StudyPaths = {
  study: '/student-study',
  appLearn: '/student-app-learn',
  subjectServices: '/subject-level-services',
  syllabusQuestions: '/student-syllabus-questions',
  explore: '/explore',
  relatedVideo: '/related-video/:a/:b/:containerId',
  syllabusLpt: '/syllabus-lpt/:boardId/:x/:chapterContainerId/:rackId',
} as const;
