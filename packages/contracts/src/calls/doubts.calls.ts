import {
  AnswerDoubtBody,
  AskDoubtBody,
  AskDoubtData,
  ClassmatesDoubtsBody,
  ClassmatesDoubtsData,
  DoubtListData,
  DoubtQueueBody,
  DoubtQueueData,
  DoubtSettingsBody,
  DoubtSettingsData,
  MyDoubtsBody,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** The doubts module (apps/server modules/doubts): doubts asked by learners, answered by their teachers. */
export const doubtsCalls = {
  'POST /doubts/student/askDoubt': { guard: 'user', scope: 'self', body: AskDoubtBody, data: AskDoubtData },
  'POST /doubts/student/myDoubts': { guard: 'user', scope: 'self', body: MyDoubtsBody, data: DoubtListData },
  'POST /doubts/student/classmatesDoubts': {
    guard: 'user',
    scope: 'self',
    body: ClassmatesDoubtsBody,
    data: ClassmatesDoubtsData,
  },
  'POST /doubts/teacher/queue': { guard: 'staff', scope: 'school', body: DoubtQueueBody, data: DoubtQueueData },
  'POST /doubts/teacher/answerDoubt': {
    guard: 'staff',
    scope: 'school',
    body: AnswerDoubtBody,
    data: AskDoubtData,
  },
  'POST /doubts/school/settings': {
    guard: 'staff',
    scope: 'school',
    body: DoubtSettingsBody,
    data: DoubtSettingsData,
  },
} as const satisfies CallTable;
