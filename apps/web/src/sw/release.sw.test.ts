import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRelease, releasableFetch, releasableFetchOptions } from './release.sw';

describe('a version being replaced lets go of its requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('aborts the requests on their way when a page sends RELEASE, and sends later ones as usual', async () => {
    const handlers = new Map<string, (event: unknown) => void>();
    installRelease({
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    } as unknown as ServiceWorkerGlobalScope);
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_request: Request, init?: RequestInit) => {
        signals.push(init!.signal!);
        return new Response('ok');
      }),
    );

    await releasableFetch(new Request('https://app.example/api/media/file/a'));
    const slowRead = releasableFetchOptions.signal!;
    expect(signals[0]!.aborted).toBe(false);
    expect(slowRead.aborted).toBe(false);

    // Another page's message of another kind changes nothing.
    const answer = { postMessage: vi.fn() };
    handlers.get('message')!({ data: { type: 'SKIP_WAITING' }, ports: [answer] });
    expect(signals[0]!.aborted).toBe(false);
    expect(answer.postMessage).not.toHaveBeenCalled();

    handlers.get('message')!({ data: { type: 'RELEASE' }, ports: [answer] });
    expect(signals[0]!.aborted).toBe(true);
    expect(slowRead.aborted).toBe(true);
    // The page waits for this answer before it asks the new version to take over.
    expect(answer.postMessage).toHaveBeenCalledTimes(1);

    await releasableFetch(new Request('https://app.example/api/media/file/b'));
    expect(signals[1]!.aborted).toBe(false);
    expect(releasableFetchOptions.signal!.aborted).toBe(false);
  });
});
