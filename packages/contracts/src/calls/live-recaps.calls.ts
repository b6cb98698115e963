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
export const liveRecapCalls: CallTable = {
  [`POST ${CLASSROOM}/addItemToClassRecap`]: { body: AddItemToClassRecapBody, data: AddItemToClassRecapData },
  [`POST ${CLASSROOM}/attachLearnListToClass`]: { body: AttachLearnListToClassBody, data: ClassRecapData },
  [`POST ${CLASSROOM}/updatedLearnlistItemCount`]: { body: RecapItemCountBody, data: RecapItemCountData },
  [`POST ${CLASSROOM}/publishUnpublishLiveClassLearnlist`]: { body: PublishClassRecapBody, data: ClassRecapData },
  [`POST ${CLASSROOM}/classroomRecapList`]: { body: ClassroomRecapListBody, data: ClassroomRecapListData },
  [`POST ${CLASSROOM}/activeClass`]: { body: ActiveClassBody, data: ActiveClassData },
};
