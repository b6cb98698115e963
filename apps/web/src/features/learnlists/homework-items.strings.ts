import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/**
 * The homework item's words for opening each kind (English), kept apart from homework.strings, which
 * the student dashboard loads.
 */
export const homeworkItemsStrings = {
  homeworkItems: {
    unavailable: 'Cannot open',
    childTakes: 'Your child takes this test',
    verb: {
      play: 'Open',
      practise: 'Practise',
      take: 'Take test',
      watch: 'Watch',
    },
  },
};
export type HomeworkItemsStrings = typeof homeworkItemsStrings;

registerStrings(homeworkItemsStrings, import.meta.glob<CatalogueModule>('./homework-items.*.strings.ts'));
