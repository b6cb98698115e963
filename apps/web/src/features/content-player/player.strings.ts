import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The player screens' words (English), registered when this code loads. */
export const playerStrings = {
  player: {
    breadcrumbs: 'Where you are',
    dashboard: 'Dashboard',
    syllabus: 'Chapter',
    back: 'Back',
    loadError: 'We could not open this content.',
    archivedKept: 'Your teacher archived this homework; your work was kept.',
    notFoundTitle: 'Content not found',
    notFoundText: 'This content does not exist or is no longer available.',
    templateTitle: 'Interactive lesson',
    templateNoneTitle: 'No lesson to play',
    templateNoneText:
      'This screen plays an interactive lesson opened from a subject or a homework. This address names none.',
    templateNotInteractive: 'This content is not an interactive lesson. Open it in the player.',
    openInPlayer: 'Open in the player',
    toStudy: 'Go to study',
    noData: 'No data found..',
    flash: 'This content uses Flash Player, which is no longer supported by web browsers, so it cannot be played.',
    signInTitle: 'Sign in to open this',
    signInText: 'Sign in with your ESC+ account to watch and read this content.',
    signIn: 'Sign in',
    completed: 'Completed',
    notRecorded: 'Progress is recorded only for students.',
    subject: 'Subject: {{name}}',
    backToHomework: 'Back to the homework',
    video: {
      resumedAt: 'Resumed at {{time}}',
      startOver: 'Start over',
      playError: 'This video cannot be played in this browser.',
      playErrorCode: 'The browser reported media error {{code}}.',
      reload: 'Reload video',
    },
    package: {
      loading: 'Opening the lesson…',
      loadError: 'This lesson could not be opened. Try again, or tell your teacher.',
      retry: 'Try again',
      title: 'Lesson: {{title}}',
      hint: 'The lesson runs in the box below. Your place is saved as you go.',
      done: 'You have finished this lesson.',
      saveError: 'Your place in the lesson could not be saved. Check your internet connection.',
    },
    frame: {
      title: 'Activity: {{title}}',
      hint: 'The activity runs in the box below.',
    },
    lesson: {
      loadError: 'We could not load this lesson.',
      step: 'Step {{step}} of {{total}}',
      previous: 'Previous',
      next: 'Next',
      empty: 'This lesson has no slides yet.',
      slide: 'Slide',
      test: 'Test',
      testText: 'A test checks what you learnt in this lesson.',
      openTest: 'Open the test',
      testCannotOpen: 'This test cannot be opened.',
      practiseInstead: 'Make a practice test of this chapter instead',
      testMissing: 'The test of this lesson is not available: it has not been published yet or was removed.',
      content: 'Related content',
      openContent: 'Open this content',
      question: 'Question',
      questionMissing: 'This step names no question.',
    },
    practiceTest: {
      title: 'Practice test',
      text: 'Questions from this chapter in the test engine; your answers are saved as you go.',
      start: 'Start practising',
    },
  },
};
export type PlayerStrings = typeof playerStrings;

registerStrings(playerStrings, import.meta.glob<CatalogueModule>('./player.*.strings.ts'));
