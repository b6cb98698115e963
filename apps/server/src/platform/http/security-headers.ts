import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Origins other than the product's own that the page may use, added to the CSP only when configured:
 * a payment provider's checkout (its script, frame and calls), a media origin (a CDN in front of the
 * storage) for images, video, documents and the service worker's fetches of them.
 */
export interface ThirdPartyOrigins {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  media?: readonly string[];
}

/** The origin of MEDIA_BASE_URL when it names another origin than the page's; none when media stay on this one. */
export function mediaOriginsFor(mediaBaseUrl: string): ThirdPartyOrigins {
  if (!/^https?:\/\//.test(mediaBaseUrl)) return {};
  const origin = new URL(mediaBaseUrl).origin;
  return { img: [origin], media: [origin], connect: [origin], frame: [origin] };
}

/** Several parts' origins as one set per directive. */
export function mergeOrigins(...parts: readonly ThirdPartyOrigins[]): ThirdPartyOrigins {
  const out: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [key, origins] of Object.entries(part)) out[key] = [...new Set([...(out[key] ?? []), ...origins])];
  }
  return out;
}

/**
 * Helmet with a CSP that lets the SPA and the docs page run and nothing else (docs/no-tracking.md):
 * scripts only from this origin, never inline (index.html loads its two small scripts as files);
 * styles also inline, because the component library sets style attributes; images may be data:/blob:
 * URLs (icons, previews, the docs page's icons); calls only to this origin, so no analytics or
 * advertising script could send anything anywhere even if one were added by mistake; no page may
 * frame the product. No upgrade-insecure-requests: the demo runs on plain http.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: ThirdPartyOrigins = {}): Promise<void> {
  // Built once: Fastify's helmet plugin built the whole policy again for every request (about a tenth
  // of a bare request's CPU); the headers are the same for every answer.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(extra.img ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(extra.connect ?? [])],
        frameSrc: ["'self'", ...(extra.frame ?? [])],
        mediaSrc: ["'self'", 'blob:', ...(extra.media ?? [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS on http://localhost would be ignored at best; leave it to the TLS-terminating proxy.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
