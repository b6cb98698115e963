import { isLearner, isParent } from '@esc/domain';
import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { NoticeBoard } from '../components/notice-board.component';
import { NoticeCompose } from '../components/notice-compose.component';
import { SentNotices } from '../components/sent-notices.component';
import '../notices.strings';

const STAFF_TABS = ['sent', 'compose', 'board'] as const;
type StaffTab = (typeof STAFF_TABS)[number];

/**
 * /notices: a learner's or parent's notice board (unread first; `?notice=` opens one and marks it
 * read); staff also write notices and read who has read theirs (`?tab=sent|compose|board`).
 */
export function NoticesRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const [search, setSearch] = useSearchParams();
  const openNoticeId = Number(search.get('notice')) || null;
  if (!profile.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const reader = isLearner(profile.data.user_type_id) || isParent(profile.data.user_type_id);
  const asked = search.get('tab');
  const tab: StaffTab = (STAFF_TABS as readonly string[]).includes(asked ?? '')
    ? (asked as StaffTab)
    : openNoticeId
      ? 'board'
      : 'sent';
  const show = (next: StaffTab) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={960} w="100%">
      <PageTitle page={t('notices.title')} />
      <Title order={1}>{reader ? t('notices.boardTitle') : t('notices.title')}</Title>
      {reader ? (
        <NoticeBoard openNoticeId={openNoticeId} />
      ) : (
        <Tabs value={tab} onChange={(v) => v && show(v as StaffTab)} keepMounted={false}>
          <Tabs.List aria-label={t('notices.tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {STAFF_TABS.map((key) => (
              <Tabs.Tab key={key} value={key} style={{ flex: 'none' }}>
                {t(`notices.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="sent" pt="md">
            <SentNotices />
          </Tabs.Panel>
          <Tabs.Panel value="compose" pt="md">
            <NoticeCompose sections={profile.data.sections} onSent={() => show('sent')} />
          </Tabs.Panel>
          <Tabs.Panel value="board" pt="md">
            <NoticeBoard openNoticeId={openNoticeId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
