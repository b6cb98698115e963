import { UserType } from '@esc/domain';
import { describe, expect, it } from 'vitest';
import { inReaderLanguage } from '../../platform/i18n/reader-language.js';
import { namedForReader } from './erased-names.js';

// An erased account keeps no words in its row; whoever reads it sees "Former learner" (a learner) or
// "Former person" (staff, a parent) in the reader's language, and a living person's name as it is.

const erased = { erased_at: '2026-07-01T05:00:00Z', first_name: '', last_name: '' };

describe('an erased person’s name', () => {
  it('is "Former learner" for a learner and "Former person" for anyone else, in the reader’s language', async () => {
    const learner = { ...erased, user_type_id: UserType.Student };
    const parent = { ...erased, user_type_id: UserType.Parent };
    expect(namedForReader(learner)).toMatchObject({ first_name: 'Former learner', last_name: '' });
    expect(namedForReader(parent).first_name).toBe('Former person');
    const inTamil = await inReaderLanguage('ta', async () => [namedForReader(learner), namedForReader(parent)]);
    expect(inTamil.map((p) => p.first_name)).toEqual(['முன்னாள் மாணவர்', 'முன்னாள் உறுப்பினர்']);
    const inUrdu = await inReaderLanguage('ur', async () => namedForReader(parent));
    expect(inUrdu.first_name).toBe('سابق رکن');
  });

  it('leaves a person not erased as they are', () => {
    const asha = { user_type_id: UserType.Student, first_name: 'Asha', last_name: 'Rao', erased_at: null };
    expect(namedForReader(asha)).toEqual(asha);
  });
});
