import { useEffect } from 'react';

function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A key pressed in a dialog (the submit confirmation) belongs to it, not to the question behind. */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"]') !== null;

/**
 * The engine's keys: N or → the next question, P or ← the previous, M marks for review. Not while
 * typing or choosing in a field (the arrows move between a question's options there), and not while
 * a dialog is open over the question.
 */
export function useEngineKeys(input: {
  current: number;
  go: (index: number) => void;
  onMark: () => void;
  enabled: boolean;
}) {
  const { current, go, onMark, enabled } = input;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isFormField(event.target) || inDialog(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'n' || key === 'arrowright') go(current + 1);
      else if (key === 'p' || key === 'arrowleft') go(current - 1);
      else if (key === 'm') onMark();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, current, onMark, enabled]);
}
