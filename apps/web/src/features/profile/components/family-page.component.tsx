import type { Profile } from '@esc/contracts';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';
import '../family-profiles.strings';
import '../profile.strings';

export const FamilyPath = {
  myAccounts: '/my-accounts',
  chooseProfile: '/choose-profile',
  manageProfile: '/manage-profile',
} as const;

interface FamilyPageProps {
  title: string;
  intro: string;
  children: (profile: Profile, username: string) => ReactNode;
}

/** The frame of the family's profile screens: title, the profile's loading and error states, links between them. */
export function FamilyPage({ title, intro, children }: FamilyPageProps) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const session = useSession();
  const { pathname } = useLocation();
  const links = [
    { to: FamilyPath.chooseProfile, label: t('familyProfiles.chooseLink') },
    { to: FamilyPath.manageProfile, label: t('familyProfiles.manageLink') },
    { to: FamilyPath.myAccounts, label: t('familyProfiles.accountsLink') },
  ].filter((link) => link.to !== pathname);
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle page={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
      </Stack>
      {profile.isError ? (
        <QueryError
          title={t('familyProfiles.loadError')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : profile.data ? (
        <>
          {children(profile.data, session?.username ?? '')}
          <Group gap="md" component="nav" aria-label={t('familyProfiles.manageTitle')}>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </>
      ) : (
        <Skeleton h={220} aria-hidden />
      )}
    </Stack>
  );
}
