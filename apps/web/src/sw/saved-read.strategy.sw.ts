/// <reference lib="webworker" />
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { isStorable, savedAtOf, stamped, unstamped } from './api-cache-rules.sw';

/** What api-cache.sw.ts works out before the strategy runs: the stored copy's key and whose it is. */
export interface SavedReadParams {
  key: string;
  person: string;
}

/** What the worker believes of the link, shared by the strategies: a failed fetch sets `down`. */
export interface LinkState {
  down: boolean;
}

export interface SavedReadOptions extends StrategyOptions {
  /** Serve the stored copy at once and refresh it behind (the named reads), or ask the network first. */
  savedFirst: boolean;
  /** How long the network may take before the stored copy is served instead (about 4 s). */
  networkTimeoutMs: number;
  link: LinkState;
  /** When the person last sent a write (epoch ms): their copies stored before it may be out of date. */
  lastWriteAt: (person: string) => Promise<number>;
  /**
   * Whether the person signed out (their copies were deleted) at or after this time (epoch ms): a read
   * that left before and answered after must not stay stored.
   */
  forgottenSince?: (person: string, since: number) => boolean;
}

/** Gateways answering for a server that is not there: as good as no network. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

class NetworkTimeout extends Error {}

/**
 * The API's reads, stored per person (the key comes from the route in `params`). Saved-first:
 * while the link is good, the stored copy is served at once and refreshed behind, unless the
 * person wrote something since it was stored. Otherwise (and for every other read) the network
 * first, for at most `networkTimeoutMs`; when it fails, the stored copy, carrying the time it was
 * stored (x-esc-saved-at) so the screen can say "Offline: showing what was saved at 10:42".
 */
export class SavedReadStrategy extends Strategy {
  private readonly savedFirst: boolean;
  private readonly networkTimeoutMs: number;
  private readonly link: LinkState;
  private readonly lastWriteAt: (person: string) => Promise<number>;
  private readonly forgottenSince: (person: string, since: number) => boolean;

  constructor(options: SavedReadOptions) {
    super(options);
    this.savedFirst = options.savedFirst;
    this.networkTimeoutMs = options.networkTimeoutMs;
    this.link = options.link;
    this.lastWriteAt = options.lastWriteAt;
    this.forgottenSince = options.forgottenSince ?? (() => false);
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const { person } = handler.params as SavedReadParams;
    const fromNetwork = this.fetchAndStore(request, handler);
    // The stored copy answers when the network does not: its failure is handled below.
    fromNetwork.catch(() => undefined);
    if (this.savedFirst && !this.link.down) {
      const saved = await handler.cacheMatch(request);
      const savedAt = saved ? savedAtOf(saved) : null;
      if (saved && savedAt !== null && savedAt > (await this.lastWriteAt(person))) {
        void handler.waitUntil(fromNetwork.catch(() => undefined));
        return unstamped(saved);
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new NetworkTimeout('network timeout')), this.networkTimeoutMs);
    });
    try {
      const response = await Promise.race([fromNetwork, timeout]);
      if (!GATEWAY_FAILURES.has(response.status)) return response;
      return (await handler.cacheMatch(request)) ?? response;
    } catch (error) {
      // A slow answer goes on and is stored when it comes (fetchAndStore runs under waitUntil).
      if (error instanceof NetworkTimeout) void handler.waitUntil(fromNetwork.catch(() => undefined));
      const saved = await handler.cacheMatch(request);
      if (saved) return saved;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async fetchAndStore(request: Request, handler: StrategyHandler): Promise<Response> {
    const startedAt = Date.now();
    let response: Response;
    try {
      response = await handler.fetch(request);
    } catch (error) {
      this.link.down = true;
      throw error;
    }
    this.link.down = GATEWAY_FAILURES.has(response.status);
    if (isStorable(response)) void handler.waitUntil(this.store(request, handler, response.clone(), startedAt));
    return response;
  }

  /** Stores the answer; and deletes it again when its person signed out while it was on its way. */
  private async store(request: Request, handler: StrategyHandler, response: Response, startedAt: number) {
    await handler.cachePut(request, stamped(response, new Date()));
    const { key, person } = handler.params as SavedReadParams;
    if (this.forgottenSince(person, startedAt)) await (await caches.open(this.cacheName)).delete(key);
  }
}
