import { UserType } from '@esc/domain';
import { tokenFor } from './content-factories.js';
import { makeUser, TEST_PASSWORD } from './factories.js';
import { makeHomeworkWorld, signInAll, type HomeworkWorld, type Who } from './learnlist-factories.js';
import { call, type TestApp } from './test-app.js';

// The people of the homework world (a school with sections 7-A and 7-B, its teachers, admin,
// learners and parents, and a second school), a platform editor, and a client of the assessments
// calls. Questions and papers are made through the calls themselves.

export const QUESTION = '/api/question-msa-test';
export const PAPER = '/api/paperCreation';
export const REPORT = '/api/student-report';

export type AssessWho = Who | 'editor';

export async function makeAssessmentWorld(t: TestApp) {
  const world = await makeHomeworkWorld(t.db);
  const editor = await makeUser(t.db, { userTypeId: UserType.Teacher, firstName: 'Edna' });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editor.uuid, 'assessment tests');
  return { ...world, editor };
}

export type AssessmentWorld = Awaited<ReturnType<typeof makeAssessmentWorld>>;

export async function signInAssessment(t: TestApp, world: AssessmentWorld): Promise<Record<AssessWho, string>> {
  const tokens = await signInAll(t, world as HomeworkWorld);
  return { ...tokens, editor: await tokenFor(t.app, world.editor.email!, TEST_PASSWORD) };
}

/** A single-correct question of a bank; `over` changes any field. */
export function singleQuestion(world: AssessmentWorld, over: Record<string, unknown> = {}) {
  return {
    question_type: 'single',
    syllabus_id: world.place.chapterId,
    difficulty: 1,
    marks: 4,
    negative_marks: 1,
    stem: 'What is the SI unit of force?',
    options: [
      { option_id: 'a', option_text: 'newton' },
      { option_id: 'b', option_text: 'joule' },
      { option_id: 'c', option_text: 'watt' },
      { option_id: 'd', option_text: 'pascal' },
    ],
    answer: { option_ids: ['a'] },
    explanation: 'Force is measured in newtons: $1\\,\\text{N} = 1\\,\\text{kg m s}^{-2}$.',
    ...over,
  };
}

/** A client of the assessments calls. */
export function assessmentApi(t: TestApp) {
  const post = (path: string, token: string, body: unknown) => call(t.app, 'POST', path, { token, body });
  const get = (path: string, token: string, query: Record<string, string | number> = {}) =>
    call(
      t.app,
      'GET',
      `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      {
        token,
      },
    );
  const must = async (res: Awaited<ReturnType<typeof post>>, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  return {
    post,
    get,
    put: (path: string, token: string, body: unknown) => call(t.app, 'PUT', path, { token, body }),
    saveQuestion: (token: string, body: unknown) => post(`${QUESTION}/question/v2/saveQuestion`, token, body),
    /** Saves and answers the question (throws unless 200). */
    question: async (token: string, body: unknown) =>
      must(await post(`${QUESTION}/question/v2/saveQuestion`, token, body), 'saveQuestion'),
    savePaper: (token: string, body: unknown) => post(`${PAPER}/v2/savePaper`, token, body),
    paper: async (token: string, body: unknown) => must(await post(`${PAPER}/v2/savePaper`, token, body), 'savePaper'),
    assign: (token: string, body: unknown) => post(`${REPORT}/teacher/assignPaper`, token, body),
    assigned: async (token: string, body: unknown) =>
      must(await post(`${REPORT}/teacher/assignPaper`, token, body), 'assignPaper'),
    questionList: (token: string, body: unknown) => post(`${PAPER}/v2/questionListByPaperId`, token, body),
    list: (token: string, which: string, body: unknown = {}) => post(`${REPORT}/student/${which}`, token, body),
  };
}

/** A paper of one section holding the questions, as its marks give them. */
export const paperOf = (
  world: AssessmentWorld,
  questionIds: readonly number[],
  over: Record<string, unknown> = {},
) => ({
  paper_name: 'Motion chapter test',
  syllabus_id: world.place.chapterId,
  paper_time: 30,
  sections: [{ section_name: 'Physics', questions: questionIds.map((question_id) => ({ question_id })) }],
  ...over,
});

/** Every key and explanation field anywhere in an answer: what a learner must never receive early. */
export function solutionFields(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown, at: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}.${i}`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'answer' || k === 'explanation' || k === 'correct_answer') found.push(`${at}.${k}`);
        walk(x, `${at}.${k}`);
      }
    }
  };
  walk(value, '');
  return found;
}
