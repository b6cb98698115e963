import {
  ActiveClassBody,
  ActiveClassData,
  AddItemToClassRecapBody,
  AddItemToClassRecapData,
  AttachLearnListToClassBody,
  ClassRecapData,
  ClassroomRecapListBody,
  ClassroomRecapListData,
  PublishClassRecapBody,
  RecapItemCountBody,
  RecapItemCountData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const CLASSROOM = '/live-class/classroom';

/** Class recaps of the live module (apps/server modules/live, class-recaps.*): spec 001 §7 and the chosen calls. */
export const liveRecapCalls = {
  [`POST ${CLASSROOM}/addItemToClassRecap`]: {
    guard: 'staff',
    scope: 'school',
    body: AddItemToClassRecapBody,
    data: AddItemToClassRecapData,
  },
  [`POST ${CLASSROOM}/attachLearnListToClass`]: {
    guard: 'staff',
    scope: 'school',
    body: AttachLearnListToClassBody,
    data: ClassRecapData,
  },
  [`POST ${CLASSROOM}/updatedLearnlistItemCount`]: {
    guard: 'staff',
    scope: 'school',
    body: RecapItemCountBody,
    data: RecapItemCountData,
  },
  [`POST ${CLASSROOM}/publishUnpublishLiveClassLearnlist`]: {
    guard: 'staff',
    scope: 'school',
    body: PublishClassRecapBody,
    data: ClassRecapData,
  },
  [`POST ${CLASSROOM}/classroomRecapList`]: {
    guard: 'user',
    scope: 'self',
    body: ClassroomRecapListBody,
    data: ClassroomRecapListData,
  },
  [`POST ${CLASSROOM}/activeClass`]: { guard: 'staff', scope: 'school', body: ActiveClassBody, data: ActiveClassData },
} as const satisfies CallTable;
