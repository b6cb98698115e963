import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowAutofitWidth,
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { loadPdf } from './load-pdf';
import classes from './pdf-viewer.module.css';
import './pdf-viewer.strings';

export interface PdfViewerProps {
  /** What the document is (names it for screen readers). */
  title: string;
  /** A signed URL of the PDF. */
  src: string;
}

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const FIT = 1; // zoom 1 = the page fits the viewer's width

type LoadState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; doc: PDFDocumentProxy };

/** PDFs, study notes and class notes: one page at a time on a canvas, page x of n, previous/next, zoom, keyboard. */
export function PdfViewer({ title, src }: PdfViewerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(FIT);
  const [width, setWidth] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    const task = loadPdf(src);
    task.promise.then(
      (doc) => {
        if (!cancelled) setState({ status: 'ready', doc });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [src, attempt]);

  // The page is drawn to fit the viewer's width (times the zoom), so it follows phone rotation.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [state.status]);

  const doc = state.status === 'ready' ? state.doc : null;
  const total = doc?.numPages ?? 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || width <= 0) return;
    let renderTask: RenderTask | null = null;
    let cancelled = false;
    void doc.getPage(page).then((pdfPage) => {
      if (cancelled) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const available = Math.max(200, width - 16);
      const scale = (available / base.width) * zoom;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      renderTask = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      renderTask.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [doc, page, zoom, width]);

  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, total)));
  const zoomBy = (direction: 1 | -1) => {
    const index = ZOOM_STEPS.findIndex((z) => z >= zoom - 0.001);
    const nextIndex = Math.min(
      Math.max(0, (index < 0 ? ZOOM_STEPS.length - 1 : index) + direction),
      ZOOM_STEPS.length - 1,
    );
    setZoom(ZOOM_STEPS[nextIndex] ?? FIT);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(page - 1),
      PageUp: () => go(page - 1),
      ArrowRight: () => go(page + 1),
      PageDown: () => go(page + 1),
      Home: () => go(1),
      End: () => go(total),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoom(FIT),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  if (state.status === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('pdfViewer.loadError')}
      >
        <Button size="xs" mt="xs" onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  const pageLabel = t('pdfViewer.pageLabel', { page, total: total || '…' });
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" role="toolbar" aria-label={t('pdfViewer.controls')} wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => go(page - 1)}
            disabled={!doc || page <= 1}
            aria-label={t('pdfViewer.previous')}
            data-testid="pdf-previous"
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite" data-testid="pdf-page-indicator" miw={96} ta="center">
            {pageLabel}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => go(page + 1)}
            disabled={!doc || page >= total}
            aria-label={t('pdfViewer.next')}
            data-testid="pdf-next"
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => zoomBy(-1)}
            disabled={!doc || zoom <= ZOOM_STEPS[0]!}
            aria-label={t('pdfViewer.zoomOut')}
          >
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" miw={48} ta="center" aria-live="polite">
            <span aria-hidden>{Math.round(zoom * 100)}%</span>
            <VisuallyHidden>{t('pdfViewer.zoomValue', { percent: Math.round(zoom * 100) })}</VisuallyHidden>
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => zoomBy(1)}
            disabled={!doc || zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
            aria-label={t('pdfViewer.zoomIn')}
          >
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setZoom(FIT)}
            disabled={!doc}
            aria-label={t('pdfViewer.fitWidth')}
          >
            <IconArrowAutofitWidth size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <div
        ref={viewportRef}
        className={classes.viewport}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={t('pdfViewer.label', { title })}
        aria-describedby="pdf-keyboard-hint"
        role="region"
        data-testid="pdf-viewport"
      >
        {doc ? (
          <canvas
            ref={canvasRef}
            className={classes.canvas}
            role="img"
            aria-label={pageLabel}
            data-testid="pdf-canvas"
          />
        ) : (
          <Skeleton h={480} aria-label={t('pdfViewer.loading')} role="status" />
        )}
      </div>
      <Text id="pdf-keyboard-hint" size="xs" c="dimmed">
        {t('pdfViewer.keyboardHint')}
      </Text>
    </Stack>
  );
}
