import type { MyTestGroupInfoData, PaperDetail, SavePaperBody } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

/** What a learner may build a practice test from (subjects, chapters, sizes, durations). */
export function fetchMyTestGroupInfo(signal?: AbortSignal): Promise<MyTestGroupInfoData> {
  return api.call('GET /paperCreation/createMyTestGroupInfo', undefined, { signal });
}

export function myTestGroupInfoQueryOptions() {
  return queryOptions({ queryKey: assessmentKeys.myTestInfo(), queryFn: ({ signal }) => fetchMyTestGroupInfo(signal) });
}

export interface PracticeTestInput {
  name: string;
  subjectId: number;
  chapterIds: number[];
  count: number;
  minutes: number;
}

/** Makes the learner's own practice test: questions drawn by the server from the chosen chapters. */
export function createPracticeTest(input: PracticeTestInput): Promise<PaperDetail> {
  const body: SavePaperBody = {
    is_practice: true,
    paper_name: input.name,
    syllabus_id: input.subjectId,
    paper_time: input.minutes,
    sections: [
      {
        section_name: input.name,
        subject_id: input.subjectId,
        blueprint: [{ syllabus_ids: input.chapterIds, count: input.count }],
      },
    ],
  };
  return api.call('POST /paperCreation/v2/savePaper', { body });
}
