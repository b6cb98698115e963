import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The bookmark screens' words (English), registered when this code loads. */
export const bookmarkStrings = {
  bookmarks: {
    add: 'Bookmark',
    remove: 'Remove bookmark',
    addFailed: 'We could not bookmark this. Please try again.',
    removeFailed: 'We could not remove this bookmark. Please try again.',
    title: 'My bookmarks',
    tabsLabel: 'Bookmark kinds',
    tabs: {
      content: 'Content',
      syllabus: 'Chapters & topics',
      question: 'Questions',
      paper: 'Papers',
      recorded_lecture: 'Recorded lectures',
    },
    empty: {
      content: 'No bookmarked content yet',
      syllabus: 'No bookmarked chapters or topics yet',
      question: 'No bookmarked questions yet',
      paper: 'No bookmarked papers yet',
      recorded_lecture: 'No bookmarked recorded lectures yet',
    },
    emptyText: 'Use the Bookmark button on what you want to find again, and it appears here.',
    loadError: 'We could not load your bookmarks.',
    removeItem: 'Remove bookmark: {{title}}',
    untitled: 'Untitled ({{id}})',
    bookmarkedOn: 'Bookmarked on {{date}}',
    pages: 'Bookmark pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    count_one: '{{count}} bookmark',
    count_other: '{{count}} bookmarks',
    questionItem: 'Question {{id}}',
    paperItem: 'Paper {{id}}',
    lectureItem: 'Recorded lecture {{id}}',
    opensLater: 'Opens here once this part of ESC+ is available.',
  },
};
export type BookmarkStrings = typeof bookmarkStrings;

registerStrings(bookmarkStrings, import.meta.glob<CatalogueModule>('./bookmark.*.strings.ts'));
