import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './reduced-motion.css';
import './direction.css';
import './long-words.css';
import './i18n/i18n';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { ToastHost } from '../components/toast-host.component';
import { ActiveChildProvider } from '../lib/active-child.context';
import { onSessionEnded } from '../lib/session';
import { showToast } from '../lib/toast';
import { languageDirection } from '../lib/language';
import { cssVariablesResolver, theme } from './theme';

/** Mantine's direction follows the language (ar is right to left). */
function DirectionSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (language: string) => setDirection(languageDirection(language));
    apply(instance.language);
    instance.on('languageChanged', apply);
    return () => instance.off('languageChanged', apply);
  }, [instance, setDirection]);
  return null;
}

/** When the server ends the session: forget cached data and say so; the route guard opens sign-in. */
function SessionEndedNotice({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
        showToast({ message: t('session.ended'), tone: 'warning' });
      }),
    [queryClient, t],
  );
  return null;
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals for the tests' DOM. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <DirectionSync />
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <SessionEndedNotice queryClient={queryClient} />
          <ActiveChildProvider>{children}</ActiveChildProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
