import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The words of the page of what is kept for offline use (English), registered when its code loads. */
export const offlineStorageStrings = {
  kept: {
    title: 'Kept for offline',
    intro: 'What you kept opens here with no connection. Remove what you no longer need to free space.',
    listLabel: 'Kept items',
    total: 'Total kept: {{size}}',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
    size: 'Size: {{size}}',
    fromChapter: 'From the chapter {{name}}',
    fromLearnList: 'From the homework {{name}}',
    fromItem: 'Kept from its page',
    ready: 'Opens offline',
    unfinished: 'Download not finished: open it and choose Keep for offline to go on',
    open: 'Open',
    remove: 'Remove',
    removeItem: 'Remove {{title}} from this device',
    removed: '{{title}} was removed from this device.',
    removeFailed: 'We could not remove it. Please try again.',
    emptyTitle: 'Nothing kept yet',
    emptyText: 'Use “Keep for offline” on a chapter, a homework list or an item to open it with no connection.',
    loadError: 'We could not read what is kept on this device.',
    spaceHeading: 'Space on this device',
    spaceFree: 'About {{free}} free for ESC+ ({{used}} used).',
    spaceUnknown: 'This browser does not say how much space is free.',
    persistGranted: 'This browser keeps these copies even when the phone runs low on space.',
    persistRefused:
      'This browser may clear these copies if the phone runs low on space. Installing the app usually lets it keep them.',
    persistUnsupported: 'This browser cannot promise to keep these copies when space runs low.',
    removedByCheck: 'Removed because you can no longer open them: {{titles}}',
  },
};
export type OfflineStorageStrings = typeof offlineStorageStrings;

registerStrings(offlineStorageStrings, import.meta.glob<CatalogueModule>('./offline-storage.*.strings.ts'));
