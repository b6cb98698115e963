export const attempts = {
  learnersOnly: 'Only learners take papers.',
  forYourself: 'You can only take a paper for yourself.',
  submittedAlready: 'You have submitted this paper already.',
  notSubmitted: 'This attempt is not submitted yet.',
  markingIdReused: 'This save was already used for another attempt. Please save the marks again.',
  paperAttempted: 'Somebody has attempted this paper: its questions stay as they are.',
  paperAssigned: 'This paper is assigned: its learners’ attempts and results keep it.',
  noAttempt: 'No such attempt.',
  noLearnerOfAssignment: 'No such learner of this assignment.',
  notEnrolled: 'You are not enrolled in this Olympiad.',
  closed: 'This attempt takes no more answers: its time is over or it was submitted.',
  closedLate: {
    not_started_online:
      'This attempt takes no more answers: its time is over or it was submitted. The attempt’s grant from the server did not come with it.',
    online_only:
      'This attempt takes no more answers: its time is over or it was submitted. This paper can only be taken online: answers count only if they reach the server in time.',
    sync_window_over:
      'This attempt takes no more answers: its time is over or it was submitted. It reached the server more than 72 hours after the deadline.',
    results_released:
      'This attempt takes no more answers: its time is over or it was submitted. The paper’s results were already released.',
    no_elapsed_time:
      'This attempt takes no more answers: its time is over or it was submitted. It carries no time since the start, so when it was made cannot be told.',
    made_after_deadline:
      'This attempt takes no more answers: its time is over or it was submitted. It was made after the time was up.',
    elapsed_beyond_wall_time:
      'This attempt takes no more answers: its time is over or it was submitted. Its time since the start is longer than the time that has passed.',
    elapsed_out_of_order:
      'This attempt takes no more answers: its time is over or it was submitted. Its time since the start runs against the order of the answers.',
  },
  attemptIdNeeded: '{{field}} is needed (or assign_id and student_uuid for a paper answered on paper).',
  answeredOnline: '{{field}} is needed: this paper is answered online.',
  notPaperQuestion: '{{field}} is not a question of this paper.',
  keyMarked: '{{field}} is marked by the key, not by a teacher.',
  marksAtMost: '{{field}} must be at most the question’s {{max, number}}.',
  notTaught: 'You do not teach a section this paper was assigned to.',
  notLearnersSection: 'You do not teach this learner’s section.',
} as const;
