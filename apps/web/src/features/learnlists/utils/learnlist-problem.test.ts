import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import '../learnlists.strings';
import { learnListProblemText } from './learnlist-problem';

// The server says its refusals in the reader's language: the screen tells them apart by the reason
// and the fields' names, never by English words.

const t = i18next.t.bind(i18next);
const refusal = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'कुछ फ़ील्ड सही नहीं हैं।', ...init });

describe('a learn-list write the server refused', () => {
  it('is a full list by its reason, whatever language the words are in', () => {
    const full = refusal({
      reason: 'learnlists.beyondTeachingMax',
      fieldErrors: [{ field: 'items.50.learnlist_item_id', message: 'सूची में अधिकतम 50 आइटम हो सकते हैं।' }],
    });
    expect(learnListProblemText(full, 'add', t)).toBe(
      'The list is full: a list made on the teaching screen holds at most 50 items.',
    );
  });

  it('is about the days when a day field was refused', () => {
    const days = refusal({ fieldErrors: [{ field: 'due_date', message: 'नियत दिन आरंभ के दिन से पहले है।' }] });
    expect(learnListProblemText(days, 'assign', t)).toBe(
      'Check the days: the due day must not be before the start day, and a later due day must be after it.',
    );
  });

  it('is any other refusal in general words', () => {
    const other = refusal({ fieldErrors: [{ field: 'learnlist_name', message: 'बहुत लंबा है।' }] });
    expect(learnListProblemText(other, 'rename', t)).toBe(
      'Something in the request was not accepted. Check what you entered and try again.',
    );
  });
});
