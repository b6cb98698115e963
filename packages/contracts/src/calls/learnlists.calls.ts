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
export const learnlistsCalls: CallTable = {
  [`GET ${SV2}/searchLearnListUniversity`]: { query: SearchLearnListQuery, data: SearchLearnListData },
  [`GET ${SV2}/learnListDetailByIdsUniversity`]: { query: LearnListDetailByIdsQuery, data: LearnListDetailList },
  [`GET ${SV2}/learnListDetailUniversity`]: { query: LearnListDetailQuery, data: LearnListDetail },
  [`POST ${SV2}/createUpdateLearnListUniversity`]: { body: CreateUpdateLearnListBody, data: LearnListWriteData },
  [`POST ${SV2}/addItemToLearnListUniversity`]: { body: AddLearnListItemsBody, data: LearnListWriteData },
  [`PUT ${SV2}/removeItemFromLearnListUniversity`]: { body: RemoveLearnListItemsBody, data: LearnListDetail },
  [`PUT ${SV2}/updateLearnListStage`]: { body: UpdateLearnListStageBody, data: LearnListDetail },
  [`DELETE ${SV2}/removeLearnListUniversity`]: { query: RemoveLearnListQuery, data: RemovedData },
  [`POST ${TEACHER}/attachOpenTestWithLearnlist`]: { body: AttachOpenTestBody, data: LearnListWriteData },
  [`POST ${TEACHER}/assignLearnListToTeacherUniversity`]: { body: AssignLearnListToTeacherBody, data: LearnListDetail },
  [`POST ${SV2}/assignLearnListToSections`]: { body: AssignLearnListBody, data: AssignLearnListData },
  [`POST ${SV2}/learnerLearnListHomework`]: { body: LearnerHomeworkBody, data: LearnerHomeworkData },
  [`POST ${SV2}/markLearnListItemComplete`]: { body: MarkItemCompleteBody, data: MarkItemCompleteData },
  [`GET ${SV2}/learnListItemWiseStudentReportUniversity`]: {
    query: ItemWiseReportQuery,
    data: ItemWiseReportData,
    fileWhen: { query: 'format', value: 'xlsx' },
  },
  [`POST ${SV2}/learnlistAttemptedUserListUniversity`]: { body: AttemptedUsersBody, data: AttemptedUsersData },
};
