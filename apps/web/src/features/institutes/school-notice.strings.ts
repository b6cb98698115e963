import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The admin's card of the notice the school gave its pupils' parents (English). */
export const schoolNoticeStrings = {
  schoolNotice: {
    title: 'What parents were told',
    intro:
      'Your pupils learn here under the school’s basis: their education. Record once, for the whole school, the day parents were told and the notice the school gave them.',
    recorded: 'Parents were told on {{date}} with this notice: {{notice}}',
    notRecorded: 'Not recorded yet. Until it is, nothing is blocked: your pupils go on learning.',
    toldOn: 'Day parents were told',
    notice: 'The notice, or a link to it',
    save: 'Record the notice',
    saved: 'The notice to parents is recorded.',
    failed: 'We could not record the notice. Check the day and the words, then try again.',
    loadError: 'We could not load the notice to parents.',
  },
};
export type SchoolNoticeStrings = typeof schoolNoticeStrings;

registerStrings(schoolNoticeStrings, import.meta.glob<CatalogueModule>('./school-notice.*.strings.ts'));
