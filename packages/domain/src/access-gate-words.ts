/**
 * The access gate's explanations in English, one sentence per case, with `{{name}}` where a value goes.
 * The server says the same sentence in the reader's language from its catalogue, which takes these
 * words as its English; a decision's `explanation` is the sentence with its values put in.
 */
export const GATE_EXPLANATIONS = {
  signIn: 'Sign in to open this.',
  homeworkNoChecks: 'Opened from homework that needs no checks.',
  escOnlineOnly: 'Your school does not allow online-only content on classroom tablets.',
  noAccess: 'You do not have access to this. Contact your institute admin to have it enabled.',
  staffModule: 'Your institute has this module.',
  staffClass: 'Your school has this class.',
  premiumGroup: '"{{group}}" is premium content. Upgrade to a package for this class to open it.',
  batchEnded: 'Your batch ended on {{date}}. Contact your institute admin to renew it.',
  instituteAccess: 'Your institute gives you access to this class.',
  freeTrialEndedTests: 'Your free trial has ended. Buy a package to keep going.',
  freeTrialEndedLearning: 'Your free trial has ended. Buy a package to keep learning.',
  freeTrialEndedRecordings: 'Your free trial has ended. Buy a package with live classes to watch recorded lectures.',
  instituteCovers: "Your institute's package for this class covers this.",
  liveClassesSubscription: 'This needs a live classes subscription for your class. Subscribe to open it.',
  eliteSubscription: 'This needs an Elite Class subscription for your class. Subscribe to open it.',
  premiumPackage: 'This needs a premium package for your class. Upgrade to open it.',
  packageHasPracticeTests: 'Your package includes practice and tests for this class.',
  noPracticeOrTests: 'Your package does not include practice or tests. Upgrade to open questions.',
  needPackageForQuestions: 'You need a package for this class to open questions.',
  packageIncludes: 'Your package for this class includes this.',
  freeToOpen: 'This is free to open.',
  openedBefore: 'You opened this before, so it stays open for you.',
  freeItemsLeft: 'Free to open: {{left}} of your {{limit}} free items will be left.',
  freeItemsUsed:
    'You have opened all {{limit}} free items. Items you opened stay open; buy a package for this class to open the rest.',
  teacherAssigned: 'Your teacher assigned this recorded lecture.',
  packageHasLiveClasses: 'Your package includes live classes and their recordings.',
  noLiveClassesInPackage:
    'Your package does not include live classes. Upgrade to a package with live classes to watch recorded lectures.',
  recordingsNeedLiveClasses:
    'Recorded lectures come with live classes. Buy a package with live classes for your class to watch them.',
  notInSyllabus: 'This content is not in the syllabus, so it cannot be opened.',
} as const;

export type GateExplanation = keyof typeof GATE_EXPLANATIONS;

/** Which sentence a decision says and its values: a reader's language is chosen from these, never from the English. */
export interface GateWords {
  id: GateExplanation;
  params: Readonly<Record<string, string | number>>;
}

export const gateWords = (id: GateExplanation, params: GateWords['params'] = {}): GateWords => ({ id, params });

/** An explanation in English with its values put in ("Your batch ended on 2026-03-31. ..."). */
export function gateExplanation(id: GateExplanation, params: GateWords['params'] = {}): string {
  return GATE_EXPLANATIONS[id].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
