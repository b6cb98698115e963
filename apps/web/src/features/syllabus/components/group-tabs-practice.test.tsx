import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { group, node, stubCatalogue, versioned } from '../test/catalogue-fetch';

// The Practice tab of a chapter or topic opens real questions: /mcq_main for the node
// (spec 002 §2.2), whatever practice groups it has.

const board = node({ syllabus_id: 1, name: 'CBSE', syllabus_type_id: 3, rack_type_id: null, class_id: null });
const klass = node({ syllabus_id: 8, name: 'Class 8', syllabus_type_id: 2, rack_type_id: 3, parent_id: 1 });
const maths = node({ syllabus_id: 10001, name: 'Mathematics', parent_id: 8, child_count: 2 });
const topic = node({ syllabus_id: 30001, name: 'Integers', parent_id: 20001, rack_type_id: 6, syllabus_type_id: 6 });

describe('the Practice tab', () => {
  it('opens the node’s questions to practise, even with no practice groups', async () => {
    storeSession();
    stubCatalogue({
      'GET /syllabus-v2/syllabusParentDetail': () =>
        versioned({ version: 3, syllabus: { ...topic, child_list: [] }, parent_list: [board, klass, maths] }, 'W/"v3"'),
      'GET /syllabus-v2/groupListBySyllabusId/v2.1.1': (call) =>
        envelope(call.query.get('groupCategoryId') === '2' ? [] : [group({ group_id: 3001, group_name: 'Videos' })]),
    });
    renderApp('/student-syllabus-detail/20001/30001');
    await userEvent.click(await screen.findByRole('tab', { name: 'Practice' }));
    expect(await screen.findByRole('link', { name: 'Practise questions' })).toHaveAttribute(
      'href',
      '/mcq_main/30001/2',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Learn' }));
    expect(screen.queryByRole('link', { name: 'Practise questions' })).not.toBeInTheDocument();
  });
});
