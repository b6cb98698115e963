import { GroupCategory } from '@esc/domain';

/**
 * /mcq_main/{containerId}/{serviceId} (spec 002 §2.2): practice of a syllabus container's questions.
 * The service is the practice category (2) the learner came from.
 */
export const mcqMainPath = (containerId: number, serviceId: number = GroupCategory.Practice) =>
  `/mcq_main/${containerId}/${serviceId}`;
