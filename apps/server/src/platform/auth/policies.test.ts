import { calls, type CallKey } from '@esc/contracts/calls';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

// The authorisation matrix reads the policies: every module whose routes touch a school's records
// or an owner's (scope 'school' or 'owner' in the call table) declares the policy its services ask,
// and each policy says in plain sentences who may do each of its actions.

const t = await createTestApp();
afterAll(() => t.close());

/** The calls a module's routes register, read by mounting them on a bare Fastify (nothing is served). */
async function callsOf(routes: (api: FastifyInstance) => void): Promise<CallKey[]> {
  const api = Fastify();
  api.setValidatorCompiler(() => () => true);
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const keys: CallKey[] = [];
  api.addHook('onRoute', (route: RouteOptions) => {
    const call = (route.config as { call?: CallKey } | undefined)?.call;
    if (call) keys.push(call);
  });
  routes(api);
  await api.ready();
  await api.close();
  return keys;
}

const modules = await Promise.all(
  t.services.modules.map(async ({ declaration, module }) => {
    const keys = module.routes ? await callsOf(module.routes) : [];
    const guarded = keys.filter((key) => ['school', 'owner'].includes(calls[key].scope));
    return { name: declaration.name, policy: module.policy, guarded };
  }),
);

describe('module policies', () => {
  it('reads every module’s calls from its routes', () => {
    const read = new Set(modules.flatMap((m) => m.guarded));
    const inTable = Object.entries(calls).filter(([, spec]) => ['school', 'owner'].includes(spec.scope));
    expect(inTable.filter(([key]) => !read.has(key as CallKey)).map(([key]) => key)).toEqual([]);
  });

  it('has a policy in every module that touches a school’s or an owner’s records', () => {
    const missing = modules.filter((m) => m.guarded.length > 0 && !m.policy);
    expect(missing.map((m) => `${m.name}: ${m.guarded.join(', ')}`)).toEqual([]);
  });

  it('lists each policy with its actions, each described in a sentence', () => {
    const listed = modules.flatMap((m) =>
      m.policy ? [{ module: m.name, policy: m.policy.module, actions: Object.keys(m.policy.actions) }] : [],
    );
    expect(listed.length).toBeGreaterThan(0);
    // A module answers to its own policy, or (content, which owns no table) to the owner's of what it changes.
    for (const { module, policy } of listed) expect([module, 'catalogue']).toContain(policy);
    for (const m of modules) {
      for (const [action, sentence] of Object.entries(m.policy?.actions ?? {})) {
        expect(sentence, `${m.name}.${action}`).toMatch(/^[A-Z].{10,}\.$/u);
      }
    }
    // What the docs and the matrix list: module -> policy: actions.
    console.info(listed.map((l) => `${l.module} -> ${l.policy}: ${l.actions.join(', ')}`).join('\n'));
  });
});
