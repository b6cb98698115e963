import { Button, Paper, Text } from '@mantine/core';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isChunkLoadError } from '../../lib/chunk-error';

/** The part's place when its code did not load: what happened in words, and Try again. */
function PartError({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    // Plain parts (not Alert): this sits on the first screen, whose code has a size budget.
    <Paper withBorder p="md" role="alert" data-testid="part-error">
      <Text fw={700}>{t('appError.partTitle')}</Text>
      <Text size="sm">{chunk ? t('appError.partText') : t('appError.text')}</Text>
      {/* A failed lazy import stays failed until the page loads again. */}
      <Button mt="xs" size="xs" variant="default" onClick={() => window.location.reload()}>
        {t('appError.retry')}
      </Button>
    </Paper>
  );
}

/**
 * For a part of a screen whose code loads on demand (a dashboard card, the notification list, a
 * lesson's question): when it fails, the part says so in words with Try again, and the rest of the
 * screen, its navigation and the way back stay.
 */
export class PartBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) console.error(error);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <PartError chunk={isChunkLoadError(this.state.error)} />;
  }
}

/** A part loaded on demand: its loading placeholder, and its failure in words (PartBoundary). */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <PartBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}
