import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The teaching screen's words for the live class being taught and its recap (English). */
export const classRecapStrings = {
  classRecap: {
    heading: 'Teaching now',
    choose: 'The class you are teaching',
    classLine: '{{title}} · {{sections}} · {{time}}',
    until: 'What you open with “Open” is added to this class’s recap until {{time}}.',
    none: 'Open an item to start this class’s recap.',
    count_one: 'Class recap: {{count}} item',
    count_other: 'Class recap: {{count}} items',
    published: 'Published for the class',
    draft: 'Not published yet',
    added: '“{{title}}” was added to the class recap.',
    already: '“{{title}}” is already in the class recap.',
    failed: '“{{title}}” could not be added to the class recap.',
    waiting: '“{{title}}” is saved on this device; it will be added to the class recap when you are online.',
    publish: 'Publish the recap for the class',
    unpublish: 'Take the recap back',
    review: 'Review the recap',
    publishError: 'We could not change the recap.',
    loadError: 'We could not check which class you are teaching.',
    open: 'Open',
    openItem: 'Open {{title}}',
    noteTitle: 'A class recap',
    note: 'This list is the recap of a live class: its class’s learners see it once it is published for the class.',
    screenTitle: 'Class recaps',
    screenIntro:
      'While you teach a live class from a subject’s teaching screen, each item you open is added to the class’s recap. Publish it so the class’s learners find it under the class.',
    learnerIntro: 'What your teachers opened in class, under each class.',
    range: '{{from}} to {{to}}',
    previous: 'Previous week',
    next: 'Next week',
    thisWeek: 'This week',
    empty: 'No class recaps these days.',
    listError: 'We could not load the class recaps.',
    itemsOf: 'Items of {{name}}',
    openRecap: 'Open the recap of {{title}}',
    openRecapShort: 'Open the recap',
    classOn: '{{date}} at {{time}}',
  },
};
export type ClassRecapStrings = typeof classRecapStrings;

registerStrings(classRecapStrings, import.meta.glob<CatalogueModule>('./class-recap.*.strings.ts'));
