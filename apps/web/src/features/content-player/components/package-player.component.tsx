import type { ContentDetail, PackageRuntimeBody } from '@esc/contracts';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { readsProgress } from '../../../lib/progress.app';
import { currentDeviceHints, progressSource } from '../../../lib/progress-source';
import { useTranslation } from '../../../lib/use-translation';
import { packageLaunchQueryOptions, reportPackage } from '../api/content-package.api';
import classes from './frame-viewer.module.css';

interface PackagePlayerProps {
  content: ContentDetail;
  onCompletedChange: (completed: boolean) => void;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The report the lesson's runtime posted, as the server takes it; null when the message is no report. */
function reportOf(data: unknown, sessionSeconds: number): PackageRuntimeBody | null {
  const message = data as { type?: unknown; report?: Record<string, unknown> } | null;
  if (!message || message.type !== 'esc-package-report' || typeof message.report !== 'object' || !message.report) {
    return null;
  }
  const r = message.report;
  return {
    client_event_id: crypto.randomUUID(),
    lesson_status: text(r['lesson_status'], 20),
    completion_status: text(r['completion_status'], 20),
    success_status: text(r['success_status'], 20),
    xapi_verb: text(r['xapi_verb'], 200),
    suspend_data: text(r['suspend_data'], 64_000),
    location: text(r['location'], 1_000),
    score: typeof r['score'] === 'number' && r['score'] >= 0 && r['score'] <= 100 ? r['score'] : undefined,
    session_seconds: Math.min(86_400, sessionSeconds),
    source: progressSource(currentDeviceHints()),
  };
}

/**
 * A SCORM or H5P lesson in a sandboxed frame without allow-same-origin (and the server's CSP sandbox says
 * the same): the package's scripts run as an opaque origin, so they can never read this app's session
 * or call the API as the learner. Its runtime (scorm-again, or the H5P player's bridge) talks to the player only by postMessage; the player
 * takes messages from that frame's window alone and sends them on to the server.
 */
export function PackagePlayer({ content, onCompletedChange }: PackagePlayerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const launch = useQuery(packageLaunchQueryOptions(content.content_id));
  const frame = useRef<HTMLIFrameElement>(null);
  // When the last report came (0: none yet, the frame's load starts the count).
  const since = useRef(0);
  const [reportedDone, setDone] = useState(false);
  const done = reportedDone || launch.data?.state.completed === true;
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => onCompletedChange(done), [done, onCompletedChange]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      const now = Date.now();
      const body = reportOf(event.data, since.current === 0 ? 0 : Math.round((now - since.current) / 1000));
      if (!body) return;
      since.current = now;
      reportPackage(content.content_id, body)
        .then((answer) => {
          setSaveFailed(false);
          if (answer.completed) setDone(true);
          if (answer.newly_completed) {
            void queryClient.invalidateQueries({ predicate: (query) => readsProgress(query.queryKey) });
          }
        })
        .catch(() => setSaveFailed(true));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [content.content_id, queryClient]);

  if (launch.isPending) {
    return (
      <Group gap="xs" data-testid="package-loading">
        <Loader size="sm" />
        <Text size="sm">{t('player.package.loading')}</Text>
      </Group>
    );
  }
  if (launch.isError) {
    return (
      <Alert color="red" data-testid="package-error">
        <Text size="sm" mb="xs">
          {t('player.package.loadError')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void launch.refetch()}>
          {t('player.package.retry')}
        </Button>
      </Alert>
    );
  }
  // What the learner left goes in the fragment: the runtime reads it in the frame; it is never sent to a server.
  const src = `${launch.data.launch_url}#esc-state=${encodeURIComponent(JSON.stringify(launch.data.state))}`;
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="xs">
        {t('player.package.hint')}
      </Text>
      <iframe
        ref={frame}
        className={classes.frame}
        src={src}
        sandbox="allow-scripts allow-forms"
        title={t('player.package.title', { title: content.content_title })}
        data-testid="package-frame"
        onLoad={() => {
          if (since.current === 0) since.current = Date.now();
        }}
        referrerPolicy="no-referrer"
      />
      {done && (
        <Text size="sm" c="green" mt="xs" data-testid="package-done">
          {t('player.package.done')}
        </Text>
      )}
      {saveFailed && (
        <Alert color="yellow" mt="xs">
          {t('player.package.saveError')}
        </Alert>
      )}
    </Box>
  );
}
