import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The admin's card of the school's data out, what the school takes when it leaves (English). */
export const schoolExportsStrings = {
  schoolExports: {
    title: 'School data',
    intro:
      'Download all of your school’s records in one ZIP file: test results and answers, attendance, homework and handed-in work, progress, notices and the files uploaded with them. It is what your school takes with it if it leaves ESC+. The spreadsheet files (CSV) open in Excel; the same records are there for other systems (JSON).',
    ask: 'Prepare the school’s data',
    askFailed: 'We could not ask for the school’s data.',
    loadError: 'We could not load the school’s earlier downloads.',
    none: 'No download prepared yet.',
    waiting: 'In the queue. It will start soon.',
    building: 'Being prepared. You can leave this page: it goes on without you.',
    ready: 'Ready. The link works until {{date}}.',
    failed: 'It could not be prepared. Please ask again.',
    expired: 'Expired: the file was deleted. Ask again for a new one.',
    progressLabel: 'Preparing the school’s data',
    progressValue: '{{done}} of {{total}} parts ready',
    askedBy: 'Asked on {{date}} by {{name}}',
    download: 'Download the ZIP file',
    fileSize: 'Size: {{size}} MB',
    downloadFailed: 'We could not download the file. Check your connection and try again.',
  },
};
export type SchoolExportsStrings = typeof schoolExportsStrings;

registerStrings(schoolExportsStrings, import.meta.glob<CatalogueModule>('./school-exports.*.strings.ts'));
