import {
  AddLearnListItemsBody,
  AssignLearnListBody,
  AssignLearnListData,
  AssignLearnListToTeacherBody,
  AttachOpenTestBody,
  AttemptedUsersBody,
  AttemptedUsersData,
  CreateUpdateLearnListBody,
  ItemWiseReportData,
  ItemWiseReportQuery,
  LearnerHomeworkBody,
  LearnerHomeworkData,
  LearnListDetail,
  LearnListDetailByIdsQuery,
  LearnListDetailList,
  LearnListDetailQuery,
  LearnListWriteData,
  MarkItemCompleteBody,
  MarkItemCompleteData,
  RemovedData,
  RemoveLearnListItemsBody,
  RemoveLearnListQuery,
  SearchLearnListData,
  SearchLearnListQuery,
  UpdateLearnListStageBody,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const SV2 = '/syllabus-v2';
const TEACHER = '/student-report/teacher';

/** Learn-lists and homework (apps/server modules/learnlists). The report also downloads as .xlsx (format=xlsx). */
export const learnlistsCalls = {
  [`GET ${SV2}/searchLearnListUniversity`]: {
    guard: 'user',
    scope: 'school',
    query: SearchLearnListQuery,
    data: SearchLearnListData,
  },
  [`GET ${SV2}/learnListDetailByIdsUniversity`]: {
    guard: 'user',
    scope: 'school',
    query: LearnListDetailByIdsQuery,
    data: LearnListDetailList,
  },
  [`GET ${SV2}/learnListDetailUniversity`]: {
    guard: 'user',
    scope: 'school',
    query: LearnListDetailQuery,
    data: LearnListDetail,
  },
  [`POST ${SV2}/createUpdateLearnListUniversity`]: {
    guard: 'user',
    scope: 'school',
    body: CreateUpdateLearnListBody,
    data: LearnListWriteData,
  },
  [`POST ${SV2}/addItemToLearnListUniversity`]: {
    guard: 'user',
    scope: 'school',
    body: AddLearnListItemsBody,
    data: LearnListWriteData,
  },
  [`PUT ${SV2}/removeItemFromLearnListUniversity`]: {
    guard: 'user',
    scope: 'school',
    body: RemoveLearnListItemsBody,
    data: LearnListDetail,
  },
  [`PUT ${SV2}/updateLearnListStage`]: {
    guard: 'user',
    scope: 'school',
    body: UpdateLearnListStageBody,
    data: LearnListDetail,
  },
  [`DELETE ${SV2}/removeLearnListUniversity`]: {
    guard: 'user',
    scope: 'school',
    query: RemoveLearnListQuery,
    data: RemovedData,
  },
  [`POST ${TEACHER}/attachOpenTestWithLearnlist`]: {
    guard: 'staff',
    scope: 'school',
    body: AttachOpenTestBody,
    data: LearnListWriteData,
  },
  [`POST ${TEACHER}/assignLearnListToTeacherUniversity`]: {
    guard: 'staff',
    scope: 'school',
    body: AssignLearnListToTeacherBody,
    data: LearnListDetail,
  },
  [`POST ${SV2}/assignLearnListToSections`]: {
    guard: 'user',
    scope: 'school',
    body: AssignLearnListBody,
    data: AssignLearnListData,
  },
  [`POST ${SV2}/learnerLearnListHomework`]: {
    guard: 'user',
    scope: 'self',
    body: LearnerHomeworkBody,
    data: LearnerHomeworkData,
  },
  [`POST ${SV2}/markLearnListItemComplete`]: {
    guard: 'user',
    scope: 'self',
    body: MarkItemCompleteBody,
    data: MarkItemCompleteData,
  },
  [`GET ${SV2}/learnListItemWiseStudentReportUniversity`]: {
    guard: 'staff',
    scope: 'school',
    query: ItemWiseReportQuery,
    data: ItemWiseReportData,
    fileWhen: { query: 'format', value: 'xlsx' },
  },
  [`POST ${SV2}/learnlistAttemptedUserListUniversity`]: {
    guard: 'staff',
    scope: 'school',
    body: AttemptedUsersBody,
    data: AttemptedUsersData,
  },
} as const satisfies CallTable;
