import { describe, expectTypeOf, it } from 'vitest';
import type { Static } from 'typebox';
import type {
  SaveAnswersBody,
  SaveAnswersData,
  PaperIdParams,
  ChildListQuery,
  StudentPaperListBody,
} from '../index.js';
import { calls, type CallKey } from './call-registry.js';
import type { CallBody, CallData, CallParams, CallQuery, FileCallKey, JsonCallKey } from './call-types.js';

// The table's type is what the web's `api.call` is typed from: its keys must stay literal (through
// template-literal keys and variants()), and each entry's schemas must give the wire types.

describe('the call table keeps its types', () => {
  it('has literal keys, including those spelled with constants and variants', () => {
    expectTypeOf<'POST /student-report/student/saveAnswers'>().toExtend<CallKey>();
    expectTypeOf<'POST /student-report/student/v3/paperListForReattempt'>().toExtend<CallKey>();
    expectTypeOf<'GET /syllabus-v2/childList/v2.0.1'>().toExtend<CallKey>();
    expectTypeOf<'POST /no/such/call'>().not.toExtend<CallKey>();
    expectTypeOf<string>().not.toExtend<CallKey>();
  });

  it('types an entry’s body, query, params and data', () => {
    expectTypeOf<CallBody<'POST /student-report/student/saveAnswers'>>().toEqualTypeOf<SaveAnswersBody>();
    expectTypeOf<CallData<'POST /student-report/student/saveAnswers'>>().toEqualTypeOf<SaveAnswersData>();
    expectTypeOf<
      CallBody<'POST /student-report/student/studentAssignedPaperList'>
    >().toEqualTypeOf<StudentPaperListBody>();
    expectTypeOf<CallParams<'GET /paperCreation/paperDetailById/:id'>>().toEqualTypeOf<Static<typeof PaperIdParams>>();
    expectTypeOf<CallQuery<'GET /syllabus-v2/childList'>>().toEqualTypeOf<ChildListQuery>();
    expectTypeOf<CallBody<'GET /syllabus-v2/childList'>>().toBeNever();
    expectTypeOf<CallData<'GET /cognito-login-service/auth/invoice/:invoiceId'>>().toBeNever();
  });

  it('tells file answers from JSON ones', () => {
    expectTypeOf<'GET /cognito-login-service/auth/invoice/:invoiceId'>().toExtend<FileCallKey>();
    expectTypeOf<'GET /cognito-login-service/auth/invoice/:invoiceId'>().not.toExtend<JsonCallKey>();
    expectTypeOf<'GET /student-report/teacher/questionAnalysis'>().toExtend<FileCallKey>();
    expectTypeOf<'GET /student-report/teacher/questionAnalysis'>().toExtend<JsonCallKey>();
  });

  it('keeps guard and scope literal', () => {
    expectTypeOf(calls['POST /student-report/student/saveAnswers'].guard).toEqualTypeOf<'user'>();
    expectTypeOf(calls['POST /student-report/teacher/evaluateAnswers'].scope).toEqualTypeOf<'school'>();
  });
});
