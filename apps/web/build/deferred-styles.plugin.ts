import type { Plugin } from 'vite';

/** The attribute main.tsx looks for: the app's stylesheet, fetched early but not yet applied. */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

/**
 * The entry's stylesheet (all of Mantine's styles, 30 KB compressed) no longer blocks the first
 * paint: the built page asks for it as a preload (fetched at once, at high priority) and main.tsx
 * applies it before React's first render. Meanwhile index.html's own frame shows (a
 * skeleton within 1 s on a slow link). Without scripts nothing would render anyway.
 */
export function deferredStyles(): Plugin {
  return {
    name: 'esc-deferred-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          (_match, crossorigin: string | undefined, href: string) =>
            `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" ${APP_STYLES_ATTRIBUTE}>`,
        );
      },
    },
  };
}
