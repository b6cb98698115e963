import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRequestScope, requestScoped } from './request-scope.js';

describe('the request scope', () => {
  it('gives each request its own facts, derived once when first asked, across awaits', async () => {
    const app = Fastify();
    installRequestScope(app);
    let derivations = 0;
    const agent = requestScoped(
      (request) => {
        derivations += 1;
        return String(request.headers['user-agent']);
      },
      () => 'outside',
    );
    app.get('/who', async () => {
      const first = agent.current();
      // Another request is served meanwhile: this one still reads its own.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { first, again: agent.current() };
    });
    const [a, b] = await Promise.all([
      app.inject({ url: '/who', headers: { 'user-agent': 'phone A' } }),
      app.inject({ url: '/who', headers: { 'user-agent': 'phone B' } }),
    ]);
    expect(a.json()).toEqual({ first: 'phone A', again: 'phone A' });
    expect(b.json()).toEqual({ first: 'phone B', again: 'phone B' });
    expect(derivations).toBe(2);
    await app.close();
  });

  it('answers its outside value beyond a request, and the value set for a job within runWith', async () => {
    const language = requestScoped(
      () => 'from a request',
      () => 'en',
    );
    expect(language.current()).toBe('en');
    await expect(language.runWith('hi', async () => language.current())).resolves.toBe('hi');
    expect(language.current()).toBe('en');
  });
});
