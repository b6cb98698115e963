import { describe, expect, it } from 'vitest';
import { decideAccess, type GateFacts, type GateItem, type GateViewer } from './access-gate.js';

// Spec 001 §4: "Recorded lecture playback: allowed if a learn-list item is present or the package
// check passes. Otherwise an upgrade prompt (premium, elite class or live-classes-only) or a
// free-trial-ended prompt appears." and "package_flow_webgate_bucket switches the entity name between
// live_classes_only and elite_class". The package check is a package whose student_subscribed_services
// (001 §3: learn, practice, test, live_classes) include live classes. The same in an institute as in
// the default school: a recording is a live class's.

const TODAY = '2026-11-30';

const viewer = (over: Partial<GateViewer> = {}): GateViewer => ({
  userTypeId: 1,
  countryIso: 'IN',
  isEsc: false,
  packageFlowFlag: false,
  walletEligible: false,
  ...over,
});

const lecture = (over: Partial<GateItem> = {}): GateItem => ({ kind: 'recorded_lecture', id: '77', ...over });

const facts = (over: Partial<GateFacts> = {}): GateFacts => ({
  schoolId: 17250,
  moduleAccess: true,
  subjectAllowed: true,
  activePackage: null,
  freeTrialEnded: false,
  batch: null,
  freemium: null,
  instituteInterestWithB2b: false,
  escOnlineOnlyDisallowed: false,
  ...over,
});

const withServices = (...services: string[]) => ({ packageId: 104, isFreeTrial: false, services });

interface Row {
  case: string;
  viewer?: Partial<GateViewer>;
  item?: Partial<GateItem>;
  facts?: Partial<GateFacts>;
  allowed: boolean;
  prompt: string | null;
}

const ROWS: Row[] = [
  { case: 'a learn-list item is present', item: { fromLearnList: true }, allowed: true, prompt: null },
  {
    case: 'a learn-list item is present, no package, free trial ended',
    item: { fromLearnList: true },
    facts: { freeTrialEnded: true },
    allowed: true,
    prompt: null,
  },
  {
    case: 'the package includes live classes',
    facts: { activePackage: withServices('learn', 'live_classes') },
    allowed: true,
    prompt: null,
  },
  {
    case: 'a live-classes-only package',
    facts: { activePackage: withServices('live_classes') },
    allowed: true,
    prompt: null,
  },
  {
    case: 'a package without live classes: upgrade prompt premium',
    facts: { activePackage: withServices('learn', 'practice', 'test') },
    allowed: false,
    prompt: 'premium',
  },
  { case: 'no package: upgrade prompt premium', allowed: false, prompt: 'premium' },
  {
    case: 'no package, the free trial ended: the free-trial-ended prompt',
    facts: { freeTrialEnded: true },
    allowed: false,
    prompt: 'free-trial-ended',
  },
  {
    case: 'no package on the wallet path: elite class',
    viewer: { walletEligible: true },
    allowed: false,
    prompt: 'subscription-elite-class',
  },
  {
    case: 'no package on the wallet path with package_flow_webgate_bucket: live classes only',
    viewer: { walletEligible: true, packageFlowFlag: true },
    allowed: false,
    prompt: 'subscription-live-classes-only',
  },
  {
    case: 'an institute learner whose school package includes live classes',
    facts: { schoolId: 501, activePackage: withServices('learn', 'practice', 'test', 'live_classes') },
    allowed: true,
    prompt: null,
  },
  {
    case: 'an institute learner without a live-classes package: upgrade prompt premium',
    facts: { schoolId: 501 },
    allowed: false,
    prompt: 'premium',
  },
  {
    case: 'a learn-list item of an institute learner without a package',
    item: { fromLearnList: true },
    facts: { schoolId: 501 },
    allowed: true,
    prompt: null,
  },
];

describe('recorded lecture playback (spec 001 §4)', () => {
  it.each(ROWS)('$case', (row) => {
    const d = decideAccess(viewer(row.viewer), lecture(row.item), facts(row.facts), TODAY);
    expect({ allowed: d.allowed, prompt: d.prompt }).toEqual({ allowed: row.allowed, prompt: row.prompt });
    expect(d.explanation).toMatch(/^[A-Z].+\.$/);
  });

  it('a batch past its validity blocks before the learn-list item and the package', () => {
    const d = decideAccess(
      viewer(),
      lecture({ fromLearnList: true }),
      facts({
        schoolId: 501,
        activePackage: withServices('live_classes'),
        batch: { startDate: '2025-04-01', validUntil: '2026-03-31' },
      }),
      TODAY,
    );
    expect(d).toMatchObject({ allowed: false, reason: 'batch-expired', prompt: 'institute' });
  });

  it('a parent in India sees the child’s upgrade prompt; outside India only the explanation (001 §4)', () => {
    expect(decideAccess(viewer({ userTypeId: 2 }), lecture(), facts(), TODAY).prompt).toBe('premium');
    const abroad = decideAccess(viewer({ userTypeId: 2, countryIso: 'AE' }), lecture(), facts(), TODAY);
    expect(abroad).toMatchObject({ allowed: false, prompt: null });
    expect(abroad.explanation).toMatch(/live classes/);
  });

  it('a teacher of the school plays it without a package', () => {
    expect(decideAccess(viewer({ userTypeId: 3 }), lecture(), facts({ schoolId: 501 }), TODAY).allowed).toBe(true);
  });
});
