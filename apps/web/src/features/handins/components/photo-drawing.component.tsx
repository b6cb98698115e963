import type { HandinFile } from '@esc/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { PHOTO_LONG_SIDE, scaledSize } from '../../../lib/compress-photo';

const INK = '#d6336c';

/**
 * Drawing on a learner's photo: the photo on a canvas, strokes in one colour by finger, pen or mouse;
 * kept as a new image through the upload call (the school's own upload), the photo itself unchanged.
 */
export function PhotoDrawing({
  photo,
  onKept,
  onCancel,
}: {
  photo: HandinFile;
  onKept: (key: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useRef<HTMLImageElement | null>(null);
  const drawing = useRef(false);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const paintPhoto = () => {
    const c = canvas.current;
    const img = image.current;
    if (c && img) c.getContext('2d')?.drawImage(img, 0, 0, c.width, c.height);
  };

  useEffect(() => {
    const img = new Image();
    img.onload = () => {
      const size = scaledSize(img.naturalWidth, img.naturalHeight, PHOTO_LONG_SIDE);
      if (canvas.current) {
        canvas.current.width = size.width;
        canvas.current.height = size.height;
      }
      image.current = img;
      paintPhoto();
      setReady(true);
    };
    img.src = photo.url;
  }, [photo.url]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const c = e.currentTarget;
    const box = c.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * c.width) / box.width, y: ((e.clientY - box.top) * c.height) / box.height };
  };
  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const context = e.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = point(e);
    context.strokeStyle = INK;
    context.lineWidth = Math.max(3, e.currentTarget.width / 250);
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(p.x, p.y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = e.currentTarget.getContext('2d');
    const p = point(e);
    context?.lineTo(p.x, p.y);
    context?.stroke();
  };

  async function keep() {
    const blob = await new Promise<Blob | null>((resolve) => canvas.current?.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return;
    setSaving(true);
    setProblem(null);
    try {
      const form = new FormData();
      form.append('folderPath', 'marked-work');
      form.append('file', blob, `marked-${photo.name.replace(/\.[^.]+$/, '')}.jpg`);
      const stored = await uploadWithProgress('POST /upload/uploadFile', form);
      onKept(stored.key);
    } catch (err) {
      setProblem(t('handins.teacher.saveFailed', { message: isApiError(err) ? err.message : String(err) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="xs" data-testid="photo-drawing">
      <Text size="sm">{t('handins.teacher.drawHint', { name: photo.name })}</Text>
      <canvas
        ref={canvas}
        aria-label={t('handins.teacher.drawingOf', { name: photo.name })}
        role="img"
        style={{ maxWidth: '100%', touchAction: 'none', border: '1px solid var(--mantine-color-gray-4)' }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      />
      <Group gap="sm" wrap="wrap">
        <Button size="xs" onClick={() => void keep()} loading={saving} disabled={!ready}>
          {t('handins.teacher.keepDrawing')}
        </Button>
        <Button size="xs" variant="default" onClick={paintPhoto} disabled={!ready || saving}>
          {t('handins.teacher.clearDrawing')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel} disabled={saving}>
          {t('handins.teacher.cancelDrawing')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
