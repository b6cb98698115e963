/** The doubts screen (spec 000's /ask-a-doubt): a learner's doubts, a parent's child's, a teacher's queue. */
export const ASK_A_DOUBT_PATH = '/ask-a-doubt';
