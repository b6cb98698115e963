import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins a third party's widget needs (a payment provider's checkout), added to the CSP when it is used. */
export interface ThirdPartyOrigins {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
}

/**
 * Helmet with a CSP that lets the SPA and the docs page run: scripts only from this origin; styles
 * also inline, because the component library sets style attributes; images may be data:/blob: URLs
 * (icons, previews, the docs page's icons). No upgrade-insecure-requests: the demo runs on plain http.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: ThirdPartyOrigins = {}): Promise<void> {
  await app.register(helmet, {
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
        mediaSrc: ["'self'", 'blob:'],
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
}
