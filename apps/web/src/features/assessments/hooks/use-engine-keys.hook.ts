import { useEffect } from 'react';

function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The engine's keys: N or → the next question, P or ← the previous, M marks for review. Not while
 * typing or choosing in a field (the arrows move between a question's options there).
 */
export function useEngineKeys(input: { current: number; go: (index: number) => void; onMark: () => void }) {
  const { current, go, onMark } = input;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isFormField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'n' || key === 'arrowright') go(current + 1);
      else if (key === 'p' || key === 'arrowleft') go(current - 1);
      else if (key === 'm') onMark();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, current, onMark]);
}
