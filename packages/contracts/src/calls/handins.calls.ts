import {
  HandinData,
  HandInBody,
  HandinListBody,
  HandinListData,
  HandinStatesBody,
  HandinStatesData,
  MyHandinsBody,
  MyHandinsData,
  ReturnHandinBody,
  SetTaskHandinBody,
  TakeBackBody,
  TaskHandinsBody,
  TaskHandinsData,
  UploadWorkData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const HANDINS = '/syllabus-v2/handins';

/** Work handed in and returned (apps/server modules/handins; chosen paths, calls-chosen style). */
export const handinsCalls = {
  [`POST ${HANDINS}/teacher/setTaskHandin`]: {
    guard: 'staff',
    scope: 'school',
    body: SetTaskHandinBody,
    data: TaskHandinsData,
  },
  [`POST ${HANDINS}/teacher/taskHandins`]: {
    guard: 'staff',
    scope: 'school',
    body: TaskHandinsBody,
    data: TaskHandinsData,
  },
  [`POST ${HANDINS}/student/myHandins`]: { guard: 'user', scope: 'self', body: MyHandinsBody, data: MyHandinsData },
  [`POST ${HANDINS}/student/handinStates`]: {
    guard: 'user',
    scope: 'self',
    body: HandinStatesBody,
    data: HandinStatesData,
  },
  [`POST ${HANDINS}/student/uploadWork`]: { guard: 'user', scope: 'self', data: UploadWorkData },
  [`POST ${HANDINS}/student/handIn`]: { guard: 'user', scope: 'self', body: HandInBody, data: HandinData },
  [`POST ${HANDINS}/student/takeBack`]: { guard: 'user', scope: 'self', body: TakeBackBody, data: HandinData },
  [`POST ${HANDINS}/teacher/handinList`]: {
    guard: 'staff',
    scope: 'school',
    body: HandinListBody,
    data: HandinListData,
  },
  [`POST ${HANDINS}/teacher/returnHandin`]: {
    guard: 'staff',
    scope: 'school',
    body: ReturnHandinBody,
    data: HandinData,
  },
} as const satisfies CallTable;
