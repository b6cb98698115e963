import type { AccessDecision, AccessPrompt as AccessPromptKind } from '@esc/contracts';
import { Button, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TFunction } from 'i18next';
import { Link, useLocation } from 'react-router';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../lib/sign-in-redirect';
import './access.strings';

/** Where each prompt leads: packages, subscriptions, sign-in, or nowhere (ask the institute). */
type Action = 'package' | 'subscription' | 'sign-in' | null;

const ACTION: Record<AccessPromptKind, Action> = {
  'sign-in': 'sign-in',
  package: 'package',
  premium: 'package',
  'content-limit': 'package',
  'free-trial-ended': 'package',
  'subscription-live-classes-only': 'subscription',
  'subscription-elite-class': 'subscription',
  institute: null,
  'esc-online-only': null,
};

export const PACKAGE_PATH = '/package';
export const SUBSCRIPTION_PATH = '/subscription';

export interface AccessPromptProps {
  /** The server's refusal; nothing is shown when it allows. */
  decision: Pick<AccessDecision, 'allowed' | 'prompt' | 'explanation'> & Partial<Pick<AccessDecision, 'freemium'>>;
  headingOrder?: TitleOrder;
  /** Moves focus to the prompt when it appears (default true), so screen readers announce it. */
  autoFocus?: boolean;
}

/**
 * Why an item is locked and what would unlock it (spec 002 §4.2, §4.6, §5.3, §6; spec 001 §4): a
 * labelled region with the prompt's heading, the server's explanation and the way forward.
 */
export function AccessPrompt({ decision, headingOrder = 2, autoFocus = true }: AccessPromptProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus && !decision.allowed) regionRef.current?.focus();
  }, [autoFocus, decision.allowed, decision.prompt]);
  if (decision.allowed) return null;

  const prompt = decision.prompt;
  const action = prompt ? ACTION[prompt] : null;
  const title = prompt ? titleOf(prompt, t) : t('access.title.locked');
  const from: SignInRedirectState = { from: `${location.pathname}${location.search}` };
  const free = decision.freemium;

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      role="region"
      aria-labelledby={headingId}
      tabIndex={-1}
      ref={regionRef}
      data-testid="access-prompt"
      data-prompt={prompt ?? 'none'}
      style={{ outlineOffset: 2 }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={headingOrder} size="h3" id={headingId} style={{ display: 'flex', gap: 8 }}>
          <IconLock size={22} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
          {title}
        </Title>
        {prompt === 'content-limit' && free && (
          <Text fw={600} data-testid="access-prompt-count">
            {t('access.contentLimitCount', { limit: free.content_limit, opened: free.opened })}
          </Text>
        )}
        <Text data-testid="access-prompt-explanation">{decision.explanation}</Text>
        {(prompt === 'institute' || prompt === 'esc-online-only') && (
          <Text size="sm" c="dimmed">
            {t('access.askInstitute')}
          </Text>
        )}
        {action && (
          <Group gap="sm">
            {action === 'sign-in' ? (
              <Button component={Link} to={SIGN_IN_PATH} state={from} data-testid="access-prompt-action">
                {t('access.action.signIn')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={action === 'package' ? PACKAGE_PATH : SUBSCRIPTION_PATH}
                data-testid="access-prompt-action"
              >
                {t(action === 'package' ? 'access.action.package' : 'access.action.subscription')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

// i18next's own TFunction: deriving it from useTranslation grows too deep for the checker as the app's words grow.
type T = TFunction;

function titleOf(prompt: AccessPromptKind, t: T): string {
  switch (prompt) {
    case 'sign-in':
      return t('access.title.signIn');
    case 'package':
      return t('access.title.package');
    case 'premium':
      return t('access.title.premium');
    case 'content-limit':
      return t('access.title.contentLimit');
    case 'institute':
      return t('access.title.institute');
    case 'free-trial-ended':
      return t('access.title.freeTrialEnded');
    case 'subscription-live-classes-only':
      return t('access.title.liveClassesOnly');
    case 'subscription-elite-class':
      return t('access.title.eliteClass');
    case 'esc-online-only':
      return t('access.title.escOnlineOnly');
  }
}
