import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Outbox } from '../../lib/outbox';
import { appOutbox } from '../../lib/outbox.app';
import classes from './pending-changes.module.css';
import './pending-changes.strings';

/** Writes sent at once need no word: "Sending" shows only for what is still waiting after this. */
const SENDING_AFTER_MS = 1500;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** "n:f:t" of a person's waiting writes: how many, whether a try of one failed, when the oldest was made. */
function snapshotOf(outbox: Outbox, owner: string): string {
  const mine = outbox.entries().filter((entry) => entry.owner === owner);
  const oldest = Math.min(...mine.map((entry) => entry.created_at));
  return `${mine.length}:${mine.some((entry) => entry.attempts > 0) ? 1 : 0}:${mine.length ? oldest : 0}`;
}

export interface PendingChangesProps {
  /** The signed-in person: only their waiting writes count. */
  uuid: string;
  outbox?: Outbox;
}

/**
 * How many of the person's changes wait in the outbox: "3 changes will be sent when you are online"
 * while the browser is offline or sending failed, "Sending 3 changes..." while they go. A polite live
 * region, so a screen reader hears it change without losing its place.
 */
export function PendingChanges({ uuid, outbox = appOutbox }: PendingChangesProps) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(
    (listener) => outbox.watch(listener),
    () => snapshotOf(outbox, uuid),
    () => '0:0:0',
  );
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [count, failed, oldest] = snapshot.split(':').map(Number) as [number, number, number];
  const held = !online || failed === 1;
  const waiting = count > 0;
  // A change still waiting a moment after it was made is "Sending" (those sent at once need no word).
  const [clock, setClock] = useState(() => Date.now());
  const slow = clock - oldest >= SENDING_AFTER_MS;
  useEffect(() => {
    if (!waiting || held || slow) return;
    // Timers may fire a little early: the clock is read again, and the wait armed again if need be.
    const timer = setTimeout(() => setClock(Date.now()), Math.max(1, oldest + SENDING_AFTER_MS - Date.now() + 5));
    return () => clearTimeout(timer);
  }, [waiting, held, slow, oldest, clock]);
  const text = !waiting
    ? ''
    : held
      ? t('pendingChanges.waiting', { count })
      : slow
        ? t('pendingChanges.sending', { count })
        : '';
  const Icon = held ? IconWifiOff : IconCloudUpload;
  return (
    // A live region that is always there, so its words are announced when they come; not a "status"
    // role, which screens keep for their own messages (a check's verdict, an import's summary).
    <div aria-live="polite" aria-atomic="true" className={classes.line} data-testid="pending-changes">
      {text ? (
        <>
          <Icon size={16} aria-hidden />
          <span>{text}</span>
        </>
      ) : null}
    </div>
  );
}

export default PendingChanges;
