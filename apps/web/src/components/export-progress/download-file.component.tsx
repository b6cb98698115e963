import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

// A long name or a long translation wraps on a 360 px phone rather than running out of the card.
export const WRAPPING_BUTTON = {
  h: 'auto',
  py: 6,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'start' as const } },
};

/** Megabytes to one decimal, at least 0.1, for "Size: 2.4 MB". */
export const megabytesOf = (bytes: number) => Math.round(Math.max(0.1, bytes / 1_000_000) * 10) / 10;

interface DownloadFileProps {
  label: string;
  /** "Size: 2.4 MB", or null when the size is not known. */
  sizeText: string | null;
  failedText: string;
  download: () => Promise<void>;
  /** After a failed download: the link may have run out meanwhile, and the list should say so. */
  onFailed: () => void;
}

/** A ready export's file: one button that saves it, its size, and a plain sentence when it fails. */
export function DownloadFile({ label, sizeText, failedText, download, onFailed }: DownloadFileProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await download();
    } catch {
      setFailed(true);
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        onClick={() => void save()}
        loading={busy}
        leftSection={<IconDownload size={18} aria-hidden />}
        {...WRAPPING_BUTTON}
      >
        {label}
      </Button>
      {sizeText !== null && (
        <Text size="xs" c="dimmed">
          {sizeText}
        </Text>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {failedText}
        </Alert>
      )}
    </Stack>
  );
}
