import { isLearner, isStaff, refusedBeforeConsent } from '@esc/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { GUARDS, SCOPES, type CallKey, type Guard, type Scope } from '@esc/contracts/calls';
import type { AuthContext, TokenService } from './tokens.js';

// Who may call a route (Guard) and whose data it touches (Scope) are part of each call's entry in
// the call table (packages/contracts/src/calls); they are defined, with their meanings, there.
export { GUARDS, SCOPES, type Guard, type Scope } from '@esc/contracts/calls';

export interface RouteGuard {
  method: string;
  url: string;
  guard: Guard;
  scope: Scope;
  /** The call table entry the route was registered from (platform/http/call-route.ts); null for one made by hand. */
  call: CallKey | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded route and its guard, for the test that checks them all and for audits. */
    routeGuards: readonly RouteGuard[];
  }
  interface FastifyContextConfig {
    guard?: Guard;
    scope?: Scope;
    /** Set by route() (platform/http/call-route.ts): the call table entry the route was registered from. */
    call?: CallKey;
  }
  interface FastifyRequest {
    /** Set by the guard; null on public routes and for guests without a token. */
    auth: AuthContext | null;
  }
}

/** Routes that need no guard: the docs pages of @fastify/swagger-ui and the web app outside /api. */
export function isGuardExempt(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/') || !(url === '/api' || url.startsWith('/api/'));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED');
  return match[1];
}

type AccountFacts = { exists: boolean; waitingForConsent: boolean };

export interface GuardOptions {
  /**
   * Whether the token's account still exists (a deleted one's calls are 401, reads and writes alike,
   * never a 500 from a write that points at a missing person), and whether it is a self-registered
   * child whose parent has not agreed (their writes are refused here, once for every route: the rule
   * is packages/domain refusedBeforeConsent, so no module can forget it). One question, one query.
   */
  accountFacts?: (uuid: string) => Promise<AccountFacts>;
  /** The same facts while identity keeps them (under the accounts' version), without a turn of the loop. */
  keptAccountFacts?: (uuid: string) => AccountFacts | undefined;
}

/**
 * The writes a waiting child may still make: naming or changing the parent to ask, asking for their
 * account to be erased (a person's right whatever their parent did), and reading what they were told
 * (the list is a POST; it is how the waiting screen hears at once that a parent answered).
 */
const OPEN_BEFORE_CONSENT: ReadonlySet<CallKey> = new Set<CallKey>([
  'POST /privacy/consent/parent',
  'POST /privacy/erasure-requests',
  'POST /notifications/list',
]);

const CONSENT_PENDING = { reason: 'consent.pending' } as const;

function guardHook(
  route: { guard: Guard; scope: Scope; call: CallKey | null },
  tokens: TokenService,
  options: GuardOptions,
): onRequestHookHandler | null {
  const { guard, scope, call } = route;
  if (guard === 'public') return null;
  const exempt = call !== null && OPEN_BEFORE_CONSENT.has(call);

  /** The guard's decision on a verified caller and their account's facts (null: a guest's, or none asked). */
  function admit(request: FastifyRequest, auth: AuthContext, facts: AccountFacts | null): void {
    if (facts && !facts.exists) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    // Only a learner waits for a parent, and only their writes are refused meanwhile.
    const asksConsent =
      !auth.guest &&
      guard !== 'guest' &&
      isLearner(auth.userTypeId) &&
      refusedBeforeConsent({ method: request.method, guard, scope, exempt });
    const waiting = asksConsent && (facts?.waitingForConsent ?? false);
    request.auth = auth;
    if (guard === 'guest') return;
    if (auth.guest) throw new AppError('UNAUTHENTICATED');
    if (guard === 'staff' && !isStaff(auth.userTypeId)) throw new AppError('FORBIDDEN');
    if (waiting) throw new AppError('FORBIDDEN', CONSENT_PENDING);
  }

  async function verifyThenAdmit(request: FastifyRequest, token: string): Promise<void> {
    const auth = await tokens.verifyAccessToken(token);
    // Both questions in one query (identity's guardFacts), for every caller but a guest.
    const facts = auth.guest || !options.accountFacts ? null : await options.accountFacts(auth.uuid);
    admit(request, auth, facts);
  }

  // A callback hook: a token checked before, of an account whose facts are kept, is decided at once
  // (most calls); anything else is verified and asked first.
  return (request, _reply, done) => {
    try {
      const token = bearerToken(request);
      if (!token) {
        if (guard === 'guest') return done();
        throw new AppError('UNAUTHENTICATED');
      }
      const auth = tokens.knownAccessToken(token);
      const facts = auth && !auth.guest && options.accountFacts ? options.keptAccountFacts?.(auth.uuid) : null;
      if (auth && facts !== undefined) {
        admit(request, auth, facts);
        return done();
      }
      verifyThenAdmit(request, token).then(() => done(), done);
    } catch (error) {
      done(error as Error);
    }
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Every API route must say who may call it and whose data it touches: registering one without
 * `config.guard` and `config.scope` throws at start-up, so a forgotten guard can never ship as an
 * open route. Both are published in the OpenAPI document as the operation's `x-access`, which the
 * authorisation matrix test reads.
 */
export function installGuards(app: FastifyInstance, tokens: TokenService, options: GuardOptions = {}): void {
  const registered: RouteGuard[] = [];
  app.decorate('routeGuards', registered);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isGuardExempt(route.url)) return;
    const guard = route.config?.guard;
    if (!guard || !GUARDS.includes(guard)) {
      throw new Error(`route ${String(route.method)} ${route.url} has no guard (config.guard: ${GUARDS.join(' | ')})`);
    }
    const scope = route.config?.scope;
    if (!scope || !SCOPES.includes(scope)) {
      throw new Error(`route ${String(route.method)} ${route.url} has no scope (config.scope: ${SCOPES.join(' | ')})`);
    }
    const call = route.config?.call ?? null;
    for (const method of asArray(route.method)) registered.push({ method, url: route.url, guard, scope, call });
    const hook = guardHook({ guard, scope, call }, tokens, options);
    if (hook) route.onRequest = [hook, ...asArray(route.onRequest)];
    const security =
      guard === 'public' ? undefined : guard === 'guest' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
    route.schema = {
      ...route.schema,
      ...(security && { security }),
      'x-access': { guard, scope },
    } as RouteOptions['schema'];
  });
}

/** The signed-in caller on a user or staff route (the guard has already checked). */
export function requireUser(request: FastifyRequest): AuthContext {
  const auth = request.auth;
  if (!auth || auth.guest) throw new AppError('UNAUTHENTICATED');
  return auth;
}
