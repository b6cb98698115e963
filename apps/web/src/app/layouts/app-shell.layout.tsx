import { roleDashboardPath } from '@esc/domain';
import { Anchor, Box, Burger, Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconLogin } from '@tabler/icons-react';
import { lazy as reactLazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingWrapper } from '../../components/loading-wrapper/loading-wrapper.component';
import { PendingChanges } from '../../components/pending-changes';
import { InstallPrompt, OfflineRegion, UpdatePrompt } from '../../components/offline-app';
import { QuietBoundary } from '../../components/quiet-boundary/quiet-boundary.component';
import { RatingPrompt } from '../../features/feedback';
import { SignOutButton } from '../../features/identity';
import { NotificationBell } from '../../features/notifications';
import { useProfileLanguage } from '../../lib/profile-language.hook';
import { useCurrentProfile } from '../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../lib/session';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../lib/sign-in-redirect';
import { RouteErrorBoundary } from '../routes/route-error-boundary';
import { GUEST_HOME, guestNavigation, roleNavigation } from './role-navigation';
import classes from './app-shell.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.component';

// The navigation's icons come a moment after its words: two dozen icons are 2 KB of the first
// screen's code, which must stay under 150 KB in every language. Until then, a space of their size.
const NavIcon = reactLazy(() => import('./nav-icon.component').then((m) => ({ default: m.NavIcon })));

/** A guest's way to sign in, coming back to this screen afterwards. */
function GuestSignInButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state: SignInRedirectState = { from: `${pathname}${search}` };
  return (
    <Button
      component={Link}
      to={SIGN_IN_PATH}
      state={state}
      size="sm"
      leftSection={<IconLogin size={18} aria-hidden />}
    >
      {t('nav.signIn')}
    </Button>
  );
}

/**
 * The shell; its navigation follows the person's role (roleNavigation), or the guest's (browse
 * only). A screen that fails (or whose code fails to load) shows its error inside the shell.
 */
export function AppShellLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 47.99em)', false) ?? false;
  const { pathname } = useLocation();
  const session = useSession();
  const guest = isGuestSession(session);
  const profile = useCurrentProfile();
  useProfileLanguage(profile.data?.preferred_language, profile.data?.school_language);
  // This device remembers who signed in on it (no tokens): /my-accounts lists them. Loaded apart,
  // so that the dashboards' first load does not carry it.
  const remembered = session && !session.guest ? profile.data : undefined;
  const rememberedName = session?.username;
  useEffect(() => {
    if (!remembered || !rememberedName) return;
    const { uuid, name, user_type_id } = remembered;
    void import('../../lib/device-accounts').then(({ rememberDeviceAccount }) =>
      rememberDeviceAccount({ uuid, username: rememberedName, name, user_type_id, last_used_at: Date.now() }),
    );
  }, [remembered, rememberedName]);
  const userTypeId = profile.data?.user_type_id ?? session?.user_type_id ?? 0;
  const role = profile.data?.role ?? null;
  const dashboard = guest ? GUEST_HOME : roleDashboardPath({ userTypeId, role });
  const onDashboard = pathname === dashboard;
  const navigation = guest ? guestNavigation : roleNavigation(userTypeId, role);

  return (
    <>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.close') : t('nav.open')}
              aria-expanded={opened}
              aria-controls="app-navigation"
            />
            <Anchor component={Link} to={dashboard} fw={800} size="xl" underline="never">
              {t('app.name')}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {guest ? (
              <>
                <Text size="sm" c="dimmed" truncate visibleFrom="sm" data-testid="header-guest">
                  {t('nav.guestLabel')}
                </Text>
                <GuestSignInButton />
              </>
            ) : profile.data ? (
              <Text size="sm" truncate visibleFrom="sm" data-testid="header-person-name">
                {profile.data.name}
              </Text>
            ) : (
              <Skeleton h={14} w={120} visibleFrom="sm" />
            )}
            {!guest && session && (
              // The bell's code loads after the first screen (it is not part of the dashboard's budget);
              // when it cannot load, the header goes on without it (the Notifications screen stays a link away).
              <QuietBoundary>
                <Suspense fallback={null}>
                  <NotificationBell uuid={session.uuid} />
                </Suspense>
              </QuietBoundary>
            )}
            {!guest && <SignOutButton />}
          </Group>
        </Group>
      </Box>

      <nav
        id="app-navigation"
        className={classes.navbar}
        aria-label={t('nav.label')}
        data-opened={opened || undefined}
        inert={isMobile && !opened}
      >
        {profile.data && (
          <Text size="sm" c="dimmed" px="sm" pb="sm" hiddenFrom="sm">
            {t('nav.signedInAs', { name: profile.data.name })}
          </Text>
        )}
        {guest && (
          <Text size="sm" c="dimmed" px="sm" pb="sm" hiddenFrom="sm">
            {t('nav.guestLabel')}
          </Text>
        )}
        {navigation.map((item) => {
          return (
            <Link
              key={item.key}
              to={item.to}
              className={classes.navLink}
              aria-current={pathname === item.to ? 'page' : undefined}
              onClick={close}
            >
              <Suspense fallback={<span className={classes.navIconSpace} aria-hidden />}>
                <NavIcon name={item.key} />
              </Suspense>
              <span>{t(`nav.${item.key}`)}</span>
            </Link>
          );
        })}
      </nav>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {!onDashboard && (
          <Anchor
            component={Link}
            to={dashboard}
            size="sm"
            mb="md"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            <IconArrowLeft size={16} aria-hidden />
            {guest ? t('nav.backToBrowse') : t('nav.backToDashboard')}
          </Anchor>
        )}
        <QuietBoundary>
          <Suspense fallback={null}>
            <OfflineRegion />
            <UpdatePrompt />
            {onDashboard && !guest && session && <InstallPrompt />}
          </Suspense>
        </QuietBoundary>
        {onDashboard && !guest && session && (
          // Its own boundary: the prompt failing to load never takes the dashboard with it.
          <QuietBoundary>
            <Suspense fallback={null}>
              <RatingPrompt uuid={session.uuid} />
            </Suspense>
          </QuietBoundary>
        )}
        {session && !guest && (
          <QuietBoundary>
            <Suspense fallback={null}>
              <PendingChanges uuid={session.uuid} />
            </Suspense>
          </QuietBoundary>
        )}
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingWrapper />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
