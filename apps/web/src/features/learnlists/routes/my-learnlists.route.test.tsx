import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { summary, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// The teacher's lists, searched by name only above 2 characters (spec 000 §5).

describe('the teacher’s learn-lists', () => {
  it('filters by name only from the third letter, and by stage', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
      'POST /cognito-login-service/auth/teacherDetail': () =>
        envelope({
          ...{ uuid: TEACHER, user_type_id: 3, role: null, first_name: 'Meera', last_name: 'Iyer', name: 'Meera Iyer' },
          ...{ email: null, mobile: null, school_ids: [101], section_ids: [5001], subjects: [] },
        }),
      'GET /syllabus-v2/searchLearnListUniversity': (call) => {
        const text = call.query.get('searchText');
        const lists =
          text === 'Zzz' ? [] : [summary(), summary({ learnlist_id: 2, learnlist_name: 'Light', stage: 1, uuid: 'x' })];
        return envelope({ total_count: lists.length, page_no: 1, page_size: 20, learnlist_list: lists });
      },
    });
    renderApp('/my-learnlists');
    expect(await screen.findAllByTestId('learnlist-row')).toHaveLength(2);
    expect(screen.getByText(/Light/).closest('li')).toHaveTextContent('By Meera Iyer');
    const searches = () => fake.calls.filter((c) => c.path.endsWith('/searchLearnListUniversity'));
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(box, 'Zz');
    expect(searches().every((c) => c.query.get('searchText') === null)).toBe(true);
    await user.type(box, 'z');
    expect(await screen.findByTestId('learnlists-empty')).toHaveTextContent('No list matches “Zzz”.');
    expect(searches().at(-1)!.query.get('searchText')).toBe('Zzz');

    await user.clear(box);
    await user.click(screen.getByRole('radio', { name: 'Drafts' }));
    await waitFor(() => expect(searches().at(-1)!.query.get('stage')).toBe('1'));
  });
});
