import { countryFlag, DEFAULT_SCHOOL_ID } from './constants.js';
import { gateExplanation, gateWords as say, type GateWords } from './access-gate-words.js';
import { isLearner, isParent, UserType } from './user-types.js';

/**
 * The access gate (spec 002 §4.2, §4.6, §5.3, §5.4, §6; spec 001 §4): may this person open this
 * item, and if not, which prompt do they see and why. Decided on the server and handed to the web
 * as data; the server enforces the same decision wherever it hands the item out.
 */
export type GateItemKind = 'content' | 'paper' | 'learnlist' | 'question' | 'recorded_lecture' | 'olympiad';

export type GatePrompt =
  | 'sign-in'
  | 'package'
  | 'premium'
  | 'content-limit'
  | 'institute'
  | 'free-trial-ended'
  | 'subscription-live-classes-only'
  | 'subscription-elite-class'
  | 'esc-online-only';

export type GateReason =
  | 'guest'
  | 'learnlist-mode-skips-checks'
  | 'learnlist-item'
  | 'esc-online-only'
  | 'module-not-enabled'
  | 'subject-not-assigned'
  | 'batch-expired'
  | 'staff-access'
  | 'institute-access'
  | 'active-package'
  | 'premium-group'
  | 'free-trial-ended'
  | 'freemium-available'
  | 'freemium-already-opened'
  | 'freemium-not-tracked'
  | 'content-limit-reached'
  | 'no-package'
  | 'no-practice-or-test-service'
  | 'institute-subscription'
  | 'subscription-required'
  | 'not-in-syllabus';

/** Groups that need premium for everyone but teachers (spec 002 §6). */
export const PREMIUM_GROUP_NAMES: readonly string[] = [
  'High Weightage Content',
  'Detailed Learning',
  'Recommended Content',
];

export function isPremiumGroup(groupName: string | null | undefined): boolean {
  return !!groupName && PREMIUM_GROUP_NAMES.includes(groupName.trim());
}

export interface GateViewer {
  userTypeId: number;
  countryIso: string | null;
  /** A smart-classroom tablet profile (spec 001 §1). */
  isEsc: boolean;
  /** package_flow_webgate_bucket: the upgrade offers live classes only. */
  packageFlowFlag: boolean;
  /** India on a platform where the wallet flow is offered (spec 002 §4.6). */
  walletEligible: boolean;
  /** The GTS URL flag: the batch window does not apply (spec 002 §5.4). */
  gtsUrlFlag?: boolean;
}

export interface GateItem {
  kind: GateItemKind;
  groupName?: string | null;
  isOnlineOnly?: boolean;
  /** Learn-list homework opened in mode 1 skips the checks (spec 002 §2.3). */
  learnListMode?: number | null;
  /** Opened from a learn-list item (recorded lectures play then, spec 001 §4). */
  fromLearnList?: boolean;
  /** Freemium counts content by id. */
  id: string;
}

export interface ActivePackage {
  packageId: number;
  isFreeTrial: boolean;
  /** student_subscribed_services: learn, practice, test, live_classes. */
  services: readonly string[];
}

/**
 * Free items a learner of the default school 17250 may open per board and class. Spec 002 §5.3:
 * "Content is allowed if the access count is below content_limit"; the spec leaves the number to the
 * server's answer (content_limit), and the product's is 10 ("10 free items for default-school learners").
 */
export const FREE_CONTENT_LIMIT = 10;

export interface Freemium {
  contentLimit: number;
  accessedIds: readonly string[];
}

/** What the server knows about the learner (the active child for a parent) for the item's board and class. */
export interface GateFacts {
  schoolId: number | null;
  /** The school has the module for the board and class (spec 002 §5.4). */
  moduleAccess: boolean;
  /** The subject is in the school's subject list (spec 001 §5); 17250 is always allowed. */
  subjectAllowed: boolean;
  activePackage: ActivePackage | null;
  /** The latest package for the board and class was a free trial that has ended. */
  freeTrialEnded: boolean;
  /** ISO dates of the learner's batch for the board and class. */
  batch: { startDate: string; validUntil: string | null } | null;
  /** null: the freemium lookup had nothing (204), which counts as allowed (spec 002 §5.3). */
  freemium: Freemium | null;
  /** Institute interest entries and a B2B package (3 or 4) exist for the board and class (spec 002 §4.6). */
  instituteInterestWithB2b: boolean;
  /** The school does not let ESC tablets open online-only content (spec 002 §6). */
  escOnlineOnlyDisallowed: boolean;
}

export interface GateDecision {
  allowed: boolean;
  reason: GateReason;
  prompt: GatePrompt | null;
  /** The sentence in English (API clients that read no language, logs). */
  explanation: string;
  /** The sentence's id and values: what a reader's language is said from. */
  words: GateWords;
}

const allow = (reason: GateReason, words: GateWords): GateDecision => ({
  allowed: true,
  reason,
  prompt: null,
  explanation: gateExplanation(words.id, words.params),
  words,
});
const deny = (reason: GateReason, prompt: GatePrompt | null, words: GateWords): GateDecision => ({
  allowed: false,
  reason,
  prompt,
  explanation: gateExplanation(words.id, words.params),
  words,
});

const NO_ACCESS = say('noAccess');

/** A batch is blocked when it has started and today is past its validity date (spec 002 §5.4). */
export function isBatchExpired(batch: { startDate: string; validUntil: string | null }, today: string): boolean {
  return batch.startDate <= today && batch.validUntil !== null && today > batch.validUntil;
}

/** The subscription prompt of the wallet path: live classes only when the package-flow flag is set. */
function subscriptionPrompt(viewer: GateViewer): GatePrompt {
  return viewer.packageFlowFlag ? 'subscription-live-classes-only' : 'subscription-elite-class';
}

/** Papers, learn-lists and Olympiads without a package (spec 002 §4.6). */
function denyAssessment(viewer: GateViewer, facts: GateFacts): GateDecision {
  if (facts.freeTrialEnded) {
    return deny('free-trial-ended', 'free-trial-ended', say('freeTrialEndedTests'));
  }
  if (viewer.walletEligible) {
    if (facts.instituteInterestWithB2b) {
      return allow('institute-subscription', say('instituteCovers'));
    }
    return deny(
      'subscription-required',
      subscriptionPrompt(viewer),
      viewer.packageFlowFlag ? say('liveClassesSubscription') : say('eliteSubscription'),
    );
  }
  return deny('subscription-required', 'premium', say('premiumPackage'));
}

/** The batch window (spec 002 §5.4): a started batch past its validity date blocks, unless the GTS URL flag is on. */
function batchRefusal(viewer: GateViewer, facts: GateFacts, today: string): GateDecision | null {
  if (!facts.batch || viewer.gtsUrlFlag || !isBatchExpired(facts.batch, today)) return null;
  return deny('batch-expired', 'institute', say('batchEnded', { date: facts.batch.validUntil ?? '' }));
}

/**
 * Learners of the default school 17250: packages, free trials and freemium (spec 002 §4.6, §5.3).
 * "School 17250 ... needs an active package for the board and class, and the batch must not be in
 * the expired window" (spec 002 §4.6): the batch is read here as in an institute.
 */
function decideDefaultSchool(viewer: GateViewer, item: GateItem, facts: GateFacts, today: string): GateDecision {
  const expired = batchRefusal(viewer, facts, today);
  if (expired) return expired;
  const pkg = facts.activePackage;
  if (item.kind === 'question') {
    if (pkg && (pkg.services.includes('practice') || pkg.services.includes('test'))) {
      return allow('active-package', say('packageHasPracticeTests'));
    }
    if (pkg) {
      return deny('no-practice-or-test-service', 'package', say('noPracticeOrTests'));
    }
    return deny('no-package', 'package', say('needPackageForQuestions'));
  }
  if (pkg) return allow('active-package', say('packageIncludes'));
  if (item.kind !== 'content') return denyAssessment(viewer, facts);

  if (facts.freeTrialEnded) {
    return deny('free-trial-ended', 'free-trial-ended', say('freeTrialEndedLearning'));
  }
  const free = facts.freemium;
  if (!free) return allow('freemium-not-tracked', say('freeToOpen'));
  if (free.accessedIds.includes(item.id)) {
    return allow('freemium-already-opened', say('openedBefore'));
  }
  if (free.accessedIds.length < free.contentLimit) {
    const left = free.contentLimit - free.accessedIds.length - 1;
    return allow('freemium-available', say('freeItemsLeft', { left, limit: free.contentLimit }));
  }
  return deny('content-limit-reached', 'content-limit', say('freeItemsUsed', { limit: free.contentLimit }));
}

/** The service of a package (student_subscribed_services, spec 001 §3) that recorded lectures come with. */
export const LIVE_CLASSES_SERVICE = 'live_classes';

/**
 * Recorded lecture playback (spec 001 §4) for a learner, or a parent for the child, in any school:
 * allowed when a learn-list item is present (homework the learner holds lists it) or the package
 * check passes (a package for the class whose services include live classes); otherwise the
 * free-trial-ended prompt, or an upgrade prompt: elite class or live classes only on the wallet path
 * (package_flow_webgate_bucket chooses), else premium. A batch past its validity blocks first.
 */
function decideRecordedLecture(viewer: GateViewer, item: GateItem, facts: GateFacts, today: string): GateDecision {
  const expired = batchRefusal(viewer, facts, today);
  if (expired) return expired;
  if (item.fromLearnList) return allow('learnlist-item', say('teacherAssigned'));
  const pkg = facts.activePackage;
  if (pkg?.services.includes(LIVE_CLASSES_SERVICE)) {
    return allow('active-package', say('packageHasLiveClasses'));
  }
  if (facts.freeTrialEnded) {
    return deny('free-trial-ended', 'free-trial-ended', say('freeTrialEndedRecordings'));
  }
  return deny(
    'subscription-required',
    viewer.walletEligible ? subscriptionPrompt(viewer) : 'premium',
    pkg ? say('noLiveClassesInPackage') : say('recordingsNeedLiveClasses'),
  );
}

/** Learners of an institute: the batch window and the school's modules (spec 002 §5.4, spec 001 §5). */
function decideInstitute(viewer: GateViewer, facts: GateFacts, today: string): GateDecision {
  const expired = batchRefusal(viewer, facts, today);
  if (expired) return expired;
  if (!facts.moduleAccess) return deny('module-not-enabled', 'institute', NO_ACCESS);
  if (!facts.subjectAllowed) return deny('subject-not-assigned', 'institute', NO_ACCESS);
  return allow('institute-access', say('instituteAccess'));
}

/** `today` is an ISO date (YYYY-MM-DD) from the server's clock. */
export function decideAccess(viewer: GateViewer, item: GateItem, facts: GateFacts, today: string): GateDecision {
  const type = viewer.userTypeId;
  if (type === UserType.Guest) return deny('guest', 'sign-in', say('signIn'));
  if (item.learnListMode === 1) return allow('learnlist-mode-skips-checks', say('homeworkNoChecks'));
  if (viewer.isEsc && item.isOnlineOnly && facts.escOnlineOnlyDisallowed) {
    return deny('esc-online-only', 'esc-online-only', say('escOnlineOnly'));
  }

  if (type === UserType.InstituteUser) {
    return facts.moduleAccess
      ? allow('staff-access', say('staffModule'))
      : deny('module-not-enabled', 'institute', NO_ACCESS);
  }
  if (!isLearner(type) && !isParent(type)) {
    // Teachers and admins open directly once their school has the class; premium groups do not apply.
    if (facts.moduleAccess || facts.schoolId === DEFAULT_SCHOOL_ID || facts.activePackage) {
      return allow('staff-access', say('staffClass'));
    }
    return deny('module-not-enabled', 'institute', NO_ACCESS);
  }

  if (isPremiumGroup(item.groupName) && !facts.activePackage) {
    // Parents outside India do not see the upgrade pop-up (spec 001 §4): the reason is still told.
    const prompt = isParent(type) && countryFlag(viewer.countryIso) !== 1 ? null : 'premium';
    return deny('premium-group', prompt, say('premiumGroup', { group: item.groupName ?? '' }));
  }

  const decision =
    item.kind === 'recorded_lecture'
      ? decideRecordedLecture(viewer, item, facts, today)
      : facts.schoolId === DEFAULT_SCHOOL_ID || facts.schoolId === null
        ? decideDefaultSchool(viewer, item, facts, today)
        : decideInstitute(viewer, facts, today);
  // The package pop-up is not for parents (spec 001 §4); outside India they get no upgrade pop-up at all.
  if (!decision.allowed && isParent(type)) {
    const promptsForParent = countryFlag(viewer.countryIso) === 1 && decision.prompt !== 'package';
    return { ...decision, prompt: promptsForParent ? decision.prompt : null };
  }
  return decision;
}
