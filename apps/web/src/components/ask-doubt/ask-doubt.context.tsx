import { createContext, useContext, type ReactNode } from 'react';

/** What a doubt is about, as the screen that offers "Ask a doubt" knows it. */
export type AskDoubtTarget =
  | { about: 'content'; contentId: number; title: string }
  | { about: 'chapter'; syllabusId: number; title: string }
  | { about: 'question'; attemptId: number; questionId: number; title: string };

/**
 * "Ask a doubt" on another feature's screen (the content player, a chapter, a report's question),
 * drawn by the doubts feature: the app composes it (features do not import each other).
 */
export type AskDoubtSlot = (target: AskDoubtTarget) => ReactNode;

export const AskDoubtContext = createContext<AskDoubtSlot | null>(null);

/** The doubts feature's entry for this target, where the app composed one; nothing otherwise. */
export function AskDoubtEntry({ target }: { target: AskDoubtTarget }) {
  const render = useContext(AskDoubtContext);
  return render ? <>{render(target)}</> : null;
}
