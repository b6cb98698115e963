import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { catalogueReady } from './strings';

/**
 * React's lazy, waiting also for the loaded code's words in the language in use: a screen's
 * translations are files of their own (lib/strings.ts), fetched when its code registers them, and
 * a screen that drew before they came would show English for a moment, then jump.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy takes any component
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() =>
    load().then(async (module) => {
      await catalogueReady();
      return module;
    }),
  );
}
