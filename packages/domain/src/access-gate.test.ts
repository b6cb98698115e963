import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  FREE_CONTENT_LIMIT,
  type GateFacts,
  type GateItem,
  type GateViewer,
  isBatchExpired,
  isPremiumGroup,
} from './access-gate.js';

const TODAY = '2026-11-21';

const viewer = (over: Partial<GateViewer> = {}): GateViewer => ({
  userTypeId: 1,
  countryIso: 'IN',
  isEsc: false,
  packageFlowFlag: false,
  walletEligible: false,
  ...over,
});

const item = (over: Partial<GateItem> = {}): GateItem => ({
  kind: 'content',
  id: '100001',
  groupName: 'Concept Videos',
  ...over,
});

const b2c = (over: Partial<GateFacts> = {}): GateFacts => ({
  schoolId: 17250,
  moduleAccess: false,
  subjectAllowed: true,
  activePackage: null,
  freeTrialEnded: false,
  batch: null,
  freemium: { contentLimit: 3, accessedIds: [] },
  instituteInterestWithB2b: false,
  escOnlineOnlyDisallowed: false,
  ...over,
});

const institute = (over: Partial<GateFacts> = {}): GateFacts =>
  b2c({
    schoolId: 501,
    moduleAccess: true,
    freemium: null,
    batch: { startDate: '2026-04-01', validUntil: '2027-03-31' },
    ...over,
  });

const pkg = { packageId: 11, isFreeTrial: false, services: ['learn', 'practice', 'test'] };

const decide = (v: GateViewer, i: GateItem, f: GateFacts) => decideAccess(v, i, f, TODAY);

describe('access gate: who the person is (spec 002 §6)', () => {
  it('a guest is asked to sign in', () => {
    expect(decide(viewer({ userTypeId: 0 }), item(), b2c())).toMatchObject({ allowed: false, prompt: 'sign-in' });
  });

  it.each([3, 5, 6, 9])(
    'staff type %i opens directly when the school has the class, premium groups included',
    (type) => {
      const d = decide(viewer({ userTypeId: type }), item({ groupName: 'Detailed Learning' }), institute());
      expect(d).toMatchObject({ allowed: true, reason: 'staff-access' });
    },
  );

  it('a teacher whose school lacks the class gets the contact-admin message, not a package pop-up', () => {
    const d = decide(viewer({ userTypeId: 3 }), item(), institute({ moduleAccess: false }));
    expect(d).toMatchObject({ allowed: false, reason: 'module-not-enabled', prompt: 'institute' });
    expect(d.explanation).toMatch(/contact your institute admin/i);
  });

  it('type 4 is denied with the contact-admin message when the module is not enabled, and opens when it is', () => {
    expect(decide(viewer({ userTypeId: 4 }), item(), institute({ moduleAccess: false }))).toMatchObject({
      allowed: false,
      prompt: 'institute',
    });
    expect(decide(viewer({ userTypeId: 4 }), item(), institute()).allowed).toBe(true);
  });

  it('guided learners (10-12) are gated like students', () => {
    for (const type of [10, 11, 12]) {
      expect(decide(viewer({ userTypeId: type }), item({ groupName: 'High Weightage Content' }), b2c())).toMatchObject({
        prompt: 'premium',
      });
    }
  });
});

describe('premium groups (spec 002 §6)', () => {
  it.each(['High Weightage Content', 'Detailed Learning', 'Recommended Content'])('%s needs a package', (name) => {
    expect(isPremiumGroup(name)).toBe(true);
    expect(decide(viewer(), item({ groupName: name }), b2c())).toMatchObject({
      allowed: false,
      reason: 'premium-group',
      prompt: 'premium',
    });
    expect(decide(viewer(), item({ groupName: name }), b2c({ activePackage: pkg })).allowed).toBe(true);
  });

  it('a parent in India sees the premium prompt; outside India the reason but no pop-up (spec 001 §4)', () => {
    const i = item({ groupName: 'Detailed Learning' });
    expect(decide(viewer({ userTypeId: 2 }), i, b2c()).prompt).toBe('premium');
    const abroad = decide(viewer({ userTypeId: 2, countryIso: 'AE' }), i, b2c());
    expect(abroad).toMatchObject({ allowed: false, prompt: null });
    expect(abroad.explanation).toMatch(/premium/);
  });
});

describe('freemium (spec 002 §5.3)', () => {
  it('gives a default-school learner 10 free items per board and class (README: "10 free items")', () => {
    expect(FREE_CONTENT_LIMIT).toBe(10);
  });

  it('opens items until the limit, then refuses with the content-limit prompt', () => {
    expect(
      decide(viewer(), item({ id: '1' }), b2c({ freemium: { contentLimit: 3, accessedIds: ['7', '8'] } })),
    ).toMatchObject({
      allowed: true,
      reason: 'freemium-available',
    });
    const full = b2c({ freemium: { contentLimit: 3, accessedIds: ['7', '8', '9'] } });
    const d = decide(viewer(), item({ id: '1' }), full);
    expect(d).toMatchObject({ allowed: false, reason: 'content-limit-reached', prompt: 'content-limit' });
    expect(d.explanation).toMatch(/3 free items/);
  });

  it('an item already opened stays open past the limit', () => {
    const full = b2c({ freemium: { contentLimit: 3, accessedIds: ['7', '8', '9'] } });
    expect(decide(viewer(), item({ id: '8' }), full)).toMatchObject({
      allowed: true,
      reason: 'freemium-already-opened',
    });
  });

  it('no freemium record (the 204 answer) counts as allowed', () => {
    expect(decide(viewer(), item(), b2c({ freemium: null }))).toMatchObject({
      allowed: true,
      reason: 'freemium-not-tracked',
    });
  });

  it('an active package opens everything past the limit', () => {
    const full = b2c({ activePackage: pkg, freemium: { contentLimit: 1, accessedIds: ['7'] } });
    expect(decide(viewer(), item({ id: '1' }), full)).toMatchObject({ allowed: true, reason: 'active-package' });
  });

  it('an ended free trial shows the free-trial-ended prompt', () => {
    expect(decide(viewer(), item(), b2c({ freeTrialEnded: true }))).toMatchObject({
      allowed: false,
      prompt: 'free-trial-ended',
    });
  });
});

describe('papers, learn-lists and Olympiads (spec 002 §4.6, §5.4)', () => {
  for (const kind of ['paper', 'learnlist', 'olympiad'] as const) {
    it(`${kind}: a package opens it; without one, outside the wallet path, the premium prompt`, () => {
      expect(decide(viewer(), item({ kind }), b2c({ activePackage: pkg })).allowed).toBe(true);
      expect(decide(viewer(), item({ kind }), b2c())).toMatchObject({ allowed: false, prompt: 'premium' });
    });
  }

  it('India with a wallet platform: institute interest and a B2B package raise the institute flag', () => {
    expect(
      decide(viewer({ walletEligible: true }), item({ kind: 'paper' }), b2c({ instituteInterestWithB2b: true })),
    ).toMatchObject({ allowed: true, reason: 'institute-subscription' });
  });

  it('India with a wallet platform and no interest: elite class, or live classes only with the package-flow flag', () => {
    expect(decide(viewer({ walletEligible: true }), item({ kind: 'paper' }), b2c()).prompt).toBe(
      'subscription-elite-class',
    );
    expect(decide(viewer({ walletEligible: true, packageFlowFlag: true }), item({ kind: 'paper' }), b2c()).prompt).toBe(
      'subscription-live-classes-only',
    );
  });

  it('learn-list homework in mode 1 skips the checks', () => {
    expect(decide(viewer(), item({ kind: 'learnlist', learnListMode: 1 }), b2c())).toMatchObject({ allowed: true });
  });
});

describe('institutes and batches (spec 002 §5.4, spec 001 §5)', () => {
  it('an institute learner inside the batch window with the module opens', () => {
    expect(decide(viewer(), item(), institute())).toMatchObject({ allowed: true, reason: 'institute-access' });
  });

  it('outside the batch window the learner is refused, unless the GTS URL flag is on', () => {
    const expired = institute({ batch: { startDate: '2025-04-01', validUntil: '2026-03-31' } });
    expect(decide(viewer(), item(), expired)).toMatchObject({
      allowed: false,
      reason: 'batch-expired',
      prompt: 'institute',
    });
    expect(decide(viewer({ gtsUrlFlag: true }), item(), expired).allowed).toBe(true);
  });

  it('a batch that has not started yet is not expired', () => {
    expect(isBatchExpired({ startDate: '2026-12-01', validUntil: '2026-11-01' }, TODAY)).toBe(false);
    expect(isBatchExpired({ startDate: '2026-04-01', validUntil: null }, TODAY)).toBe(false);
    expect(isBatchExpired({ startDate: '2026-04-01', validUntil: '2026-11-21' }, TODAY)).toBe(false);
    expect(isBatchExpired({ startDate: '2026-04-01', validUntil: '2026-11-20' }, TODAY)).toBe(true);
  });

  it('without the module or the subject, the contact-admin message', () => {
    expect(decide(viewer(), item(), institute({ moduleAccess: false })).reason).toBe('module-not-enabled');
    expect(decide(viewer(), item(), institute({ subjectAllowed: false })).reason).toBe('subject-not-assigned');
  });
});

// Spec 002 §4.6: "School 17250 is the default school. It needs an active package for the board and
// class, and the batch must not be in the expired window." Spec 002 §5.4: "A batch is blocked when its
// start date is not later than today and today is later than the batch validation date. This does not
// apply when the GTS URL flag is on."
describe('the default school 17250 reads the batch (spec 002 §4.6)', () => {
  const ended = { startDate: '2025-04-01', validUntil: '2026-03-31' };
  const open = { startDate: '2026-04-01', validUntil: '2027-03-31' };
  const future = { startDate: '2026-12-01', validUntil: '2026-11-01' };
  it.each([
    ['a paper, package, batch open', item({ kind: 'paper' }), b2c({ activePackage: pkg, batch: open }), true],
    ['a paper, package, batch ended', item({ kind: 'paper' }), b2c({ activePackage: pkg, batch: ended }), false],
    ['content, package, batch ended', item(), b2c({ activePackage: pkg, batch: ended }), false],
    ['content, free items left, batch ended', item(), b2c({ batch: ended }), false],
    ['content, package, batch not started yet', item(), b2c({ activePackage: pkg, batch: future }), true],
    ['content, package, no batch', item(), b2c({ activePackage: pkg, batch: null }), true],
    ['a paper, no package, batch open', item({ kind: 'paper' }), b2c({ batch: open }), false],
  ])('%s', (_name, it17250, facts, allowed) => {
    const d = decide(viewer(), it17250, facts);
    expect(d.allowed).toBe(allowed);
    if (facts.batch === ended) expect(d).toMatchObject({ reason: 'batch-expired', prompt: 'institute' });
  });

  it('the GTS URL flag lifts the batch window at 17250 too', () => {
    expect(decide(viewer({ gtsUrlFlag: true }), item(), b2c({ activePackage: pkg, batch: ended })).allowed).toBe(true);
  });

  it('the last valid day is still open, the day after is not', () => {
    const lastDay = { startDate: '2026-04-01', validUntil: TODAY };
    expect(decide(viewer(), item(), b2c({ activePackage: pkg, batch: lastDay })).allowed).toBe(true);
    expect(decideAccess(viewer(), item(), b2c({ activePackage: pkg, batch: lastDay }), '2026-11-22').allowed).toBe(
      false,
    );
  });
});

describe('questions and recorded lectures', () => {
  it('a question needs practice or test in the package', () => {
    expect(decide(viewer(), item({ kind: 'question' }), b2c({ activePackage: pkg })).allowed).toBe(true);
    expect(
      decide(viewer(), item({ kind: 'question' }), b2c({ activePackage: { ...pkg, services: ['learn'] } })),
    ).toMatchObject({ allowed: false, reason: 'no-practice-or-test-service', prompt: 'package' });
    expect(decide(viewer(), item({ kind: 'question' }), b2c())).toMatchObject({ prompt: 'package' });
  });

  it('a recorded lecture plays from a learn-list item or with a package (spec 001 §4)', () => {
    expect(decide(viewer(), item({ kind: 'recorded_lecture', fromLearnList: true }), b2c()).allowed).toBe(true);
    const live = { ...pkg, services: [...pkg.services, 'live_classes'] };
    expect(decide(viewer(), item({ kind: 'recorded_lecture' }), b2c({ activePackage: live })).allowed).toBe(true);
    expect(decide(viewer(), item({ kind: 'recorded_lecture' }), b2c({ freeTrialEnded: true })).prompt).toBe(
      'free-trial-ended',
    );
    expect(decide(viewer({ walletEligible: true }), item({ kind: 'recorded_lecture' }), b2c()).prompt).toBe(
      'subscription-elite-class',
    );
  });

  it('a parent is never shown the package pop-up (spec 001 §4)', () => {
    expect(decide(viewer({ userTypeId: 2 }), item({ kind: 'question' }), b2c())).toMatchObject({
      allowed: false,
      prompt: null,
    });
  });
});

describe('ESC tablets (spec 002 §6)', () => {
  it('online-only content is blocked when the school disallows it', () => {
    const facts = institute({ escOnlineOnlyDisallowed: true });
    expect(decide(viewer({ isEsc: true }), item({ isOnlineOnly: true }), facts)).toMatchObject({
      allowed: false,
      prompt: 'esc-online-only',
    });
    expect(decide(viewer({ isEsc: true }), item({ isOnlineOnly: false }), facts).allowed).toBe(true);
    expect(decide(viewer({ isEsc: false }), item({ isOnlineOnly: true }), facts).allowed).toBe(true);
  });
});

describe('every denial explains itself', () => {
  it('explanations are plain sentences', () => {
    const cases: [GateViewer, GateItem, GateFacts][] = [
      [viewer(), item({ groupName: 'Detailed Learning' }), b2c()],
      [viewer(), item(), b2c({ freemium: { contentLimit: 0, accessedIds: [] } })],
      [viewer(), item(), institute({ moduleAccess: false })],
      [viewer({ walletEligible: true }), item({ kind: 'paper' }), b2c()],
    ];
    for (const [v, i, f] of cases) {
      const d = decide(v, i, f);
      expect(d.allowed).toBe(false);
      expect(d.explanation).toMatch(/^[A-Z"].+\.$/);
    }
  });
});
