import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The profile's "Your data" card: a person's data out, and a parent's for each linked child (English). */
export const yourDataStrings = {
  yourData: {
    title: 'Your data',
    intro:
      'Download everything ESC+ keeps about you: your profile, progress, answers, attendance, homework, notifications and the files you uploaded. It comes as one ZIP file with a summary you can read in any browser.',
    childIntro: 'The same for each of your children: everything ESC+ keeps about them, in one ZIP file.',
    childTitle: '{{name}}’s data',
    loadError: 'We could not load your earlier downloads.',
    ask: 'Download my data',
    askChild: 'Download {{name}}’s data',
    askFailed: 'We could not ask for the download.',
    waiting: 'Your download is in the queue and will start soon.',
    building: 'We are preparing the download. You can leave this page: it goes on without you.',
    progressLabel: 'Preparing the download of {{name}}',
    progressValue: '{{done}} of {{total}} parts ready',
    ready: 'Your download is ready. It is available until {{date}}.',
    downloadFile: 'Download the ZIP file',
    downloadChildFile: 'Download {{name}}’s ZIP file',
    fileSize: 'Size: {{size}} MB',
    downloadFailed: 'We could not download the file. Check your connection and try again.',
    failed: 'We could not prepare the download. Please ask for it again.',
    tryAgain: 'Try again',
    expired: 'The download made on {{date}} has expired and its file is deleted. Ask again for a new one.',
    askAgain: 'Ask again',
    history: {
      title: 'Earlier downloads',
      asked: 'Asked on {{date}}',
      underWay: 'Being prepared.',
      ready: 'Ready. Available until {{date}}.',
      failed: 'Could not be prepared.',
      expired: 'Expired on {{date}}. Its file is deleted.',
      download: 'Download this ZIP file',
    },
  },
};
export type YourDataStrings = typeof yourDataStrings;

registerStrings(yourDataStrings, import.meta.glob<CatalogueModule>('./your-data.*.strings.ts'));
