import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The words of "Keep for offline" (English), registered when this code loads. */
export const keepOfflineStrings = {
  keep: {
    button: 'Keep for offline',
    buttonFor: 'Keep for offline: {{name}}',
    dialogTitle: 'Keep for offline use',
    sizing: 'Working out how much there is to download…',
    sizeLine: 'Keep for offline: {{size}}',
    itemsLine_one: '{{count}} item will open with no connection.',
    itemsLine_other: '{{count}} items will open with no connection.',
    refusedLine_one: '{{count}} item cannot be kept: {{titles}}',
    refusedLine_other: '{{count}} items cannot be kept: {{titles}}',
    nothing: 'Nothing here can be kept for offline use.',
    nothingText: 'Only videos, PDFs, activities and lessons you may open can be kept.',
    confirm: 'Keep',
    cancel: 'Cancel',
    close: 'Close',
    progressLabel: 'Downloading for offline use',
    progressText: '{{done}} of {{total}}',
    stopped: 'The download stopped',
    stoppedText: 'The connection dropped. What arrived is saved: go on when you are online again.',
    failedText: 'The download could not finish. Please try again.',
    resume: 'Go on downloading',
    done: 'Kept for offline',
    doneCount_one: '{{count}} item is on this device.',
    doneCount_other: '{{count}} items are on this device.',
    doneText: 'They open here with no connection. You can remove them on the page of what is kept.',
    failedItems_one: '{{count}} item could not be kept (it is no longer available to you): {{titles}}',
    failedItems_other: '{{count}} items could not be kept (they are no longer available to you): {{titles}}',
    seeKept: 'See what is kept',
    sizeError: 'We could not work out what to download.',
    retry: 'Try again',
  },
};
export type KeepOfflineStrings = typeof keepOfflineStrings;

registerStrings(keepOfflineStrings, import.meta.glob<CatalogueModule>('./keep-offline.*.strings.ts'));
