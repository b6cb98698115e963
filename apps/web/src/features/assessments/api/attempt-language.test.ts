import { describe, expect, it } from 'vitest';
import { errorResponse, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { startAttempt } from './attempt.api';

// A paper has a language (a Hindi-medium section's practice paper is Hindi): an attempt that names
// none is answered in the paper's, so the web names one only when it was asked for.

const START = 'POST /student-report/student/startAttempt';

describe('starting an attempt', () => {
  it('names no language unless one is given, and the one given otherwise', async () => {
    storeSession();
    const fake = stubFetch({ [START]: () => errorResponse(404, 'NOT_FOUND') });
    await startAttempt({ paperId: 7, assignId: 3, sectionAssignId: null }).catch(() => undefined);
    await startAttempt({ paperId: 7, assignId: 3, sectionAssignId: null, languageId: 1 }).catch(() => undefined);
    const bodies = fake.calls.filter((c) => c.path === '/student-report/student/startAttempt').map((c) => c.body);
    expect(bodies[0]).not.toHaveProperty('language_id');
    expect(bodies[1]).toMatchObject({ paper_id: 7, language_id: 1 });
  });
});
