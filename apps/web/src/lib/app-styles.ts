/**
 * Applies the stylesheet the built page only preloaded (build/deferred-styles.plugin.ts), and
 * resolves once it is in force, so React's first render is styled. In development (styles come
 * through the scripts) there is no such link and this resolves at once.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed stylesheet must not keep the app from starting.
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
