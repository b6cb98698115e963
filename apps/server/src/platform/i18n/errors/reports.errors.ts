export const reports = {
  noReport: 'No such report.',
  learnerNeeded: '{{field}} is needed to name the learner.',
  attemptNeeded: '{{field}}, assign_id or paper_id is needed.',
  olympiadAnalysis: 'The question analysis of an Olympiad opens once its results are published.',
} as const;
