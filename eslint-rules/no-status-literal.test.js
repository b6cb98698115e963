import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './no-status-literal.js';

// The rule refuses a bare number where a name says the value is a state (status, stage, state, with
// an optional id suffix); HTTP codes (100 to 599) and names that are not states pass.

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const bare = (value, name) => ({ messageId: 'bare', data: { value: String(value), name } });

tester.run('no-status-literal', rule, {
  valid: [
    // Named members of the domain's enums.
    'if (attempt.status === AttemptStatus.Submitted) submit();',
    "db.updateTable('attempts').set({ status: AttemptStatus.Evaluated }).where('status', 'in', OPEN_ATTEMPT_STATUSES);",
    "q.where('live_class_status', '=', LiveClassStatus.Scheduled);",
    'switch (live.live_class_status) { case LiveClassStatus.Started: break; }',
    // HTTP status codes name themselves.
    'if (res.status === 404) return null;',
    'if (error.status >= 500) retry();',
    'if (xhr.status >= 200 && xhr.status < 300) done();',
    'reply.status(201);',
    "const answer = { status: 200, body: 'ok' };",
    '[400, 403, 404].includes(error.status);',
    // Names that are not states.
    'const statusCode = 0;',
    'if (body.status_code !== 200) fail();',
    'if (count === 0) skip();',
    'const page = { stages: [4], stageCount: 2 };',
    'if (item.is_complete === 1) done();',
    // React state hooks are not states of the specs.
    'const [page, setPage] = useState(1);',
    // A state compared with another state, or with a variable.
    'if (a.status === b.status) same();',
    'if (row.stage !== wanted) move();',
    // A query whose column is not a state.
    "q.where('attempt_no', '=', 1);",
    "q.where('status', '=', status);",
  ],
  invalid: [
    { code: 'if (attempt.status === 5) publish();', errors: [bare(5, 'status')] },
    { code: 'if (5 === attempt.status) publish();', errors: [bare(5, 'status')] },
    { code: 'if (paper.attempt_status_id >= 4) done();', errors: [bare(4, 'attempt_status_id')] },
    { code: 'if (attempt?.status !== 3) resume();', errors: [bare(3, 'status')] },
    { code: 'if ((a.status as number) < 2) wait();', errors: [bare(2, 'status')] },
    { code: 'if (live.live_class_status == 1) start();', errors: [bare(1, 'live_class_status')] },
    { code: 'if (stage != 2) unpublish();', errors: [bare(2, 'stage')] },
    { code: 'if (w.state === 0) unset();', errors: [bare(0, 'state')] },
    { code: "if (row['status'] > 1) go();", errors: [bare(1, 'status')] },
    { code: 'attempt.status = 4;', errors: [bare(4, 'status')] },
    { code: 'let liveClassStatus = 2;', errors: [bare(2, 'liveClassStatus')] },
    { code: 'function f(status = 1) { return status; }', errors: [bare(1, 'status')] },
    { code: 'const row = { stage: 2, name };', errors: [bare(2, 'stage')] },
    { code: "const row = { 'package_status': 1 };", errors: [bare(1, 'package_status')] },
    {
      code: 'const view = { paper_status: deleted ? 0 : 1 };',
      errors: [bare(0, 'paper_status'), bare(1, 'paper_status')],
    },
    { code: 'const view = { attempt_status_id: a?.status ?? 1 };', errors: [bare(1, 'attempt_status_id')] },
    { code: 'const view = { entity_state: -1 };', errors: [bare(-1, 'entity_state')] },
    { code: 'class Row { status = 2; }', errors: [bare(2, 'status')] },
    {
      code: 'switch (a.status) { case 2: case 3: open(); break; case LATER: break; }',
      errors: [bare(2, 'status'), bare(3, 'status')],
    },
    { code: 'await attempts.setStatus(id, 3, now);', errors: [bare(3, 'setStatus')] },
    { code: 'if ([4, 5].includes(attempt.status)) report();', errors: [bare(4, 'status'), bare(5, 'status')] },
    { code: "db.selectFrom('attempts').where('status', '=', 5);", errors: [bare(5, 'status')] },
    { code: "q.where('a.status', 'in', [2, 3]);", errors: [bare(2, 'status'), bare(3, 'status')] },
    { code: "q.where((eb) => eb('l.stage', '!=', 1));", errors: [bare(1, 'stage')] },
    { code: "q.where('c.live_class_status', '<>', 4);", errors: [bare(4, 'live_class_status')] },
    { code: "q.where('status_id', 'not in', [0]);", errors: [bare(0, 'status_id')] },
  ],
});
