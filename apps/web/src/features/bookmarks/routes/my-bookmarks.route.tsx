import type { BookmarkKind } from '@esc/contracts';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { BookmarkList } from '../components/bookmark-list.component';
import '../../../components/bookmark/bookmark.strings';

export const BOOKMARK_TABS: readonly BookmarkKind[] = ['content', 'syllabus', 'question', 'paper', 'recorded_lecture'];

function isKind(value: string | null): value is BookmarkKind {
  return value !== null && (BOOKMARK_TABS as readonly string[]).includes(value);
}

/** /my-bookmarks: the person's bookmarks, one tab per kind; tab and page live in the URL (?tab=&page=). */
export function MyBookmarksRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const kind: BookmarkKind = isKind(tabParam) ? tabParam : 'content';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const show = (nextKind: BookmarkKind, nextPage: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', nextKind);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={960} w="100%">
      <PageTitle page={t('bookmarks.title')} />
      <Title order={1}>{t('bookmarks.title')}</Title>
      <Tabs value={kind} onChange={(value) => isKind(value) && show(value, 1)} keepMounted={false}>
        <Tabs.List aria-label={t('bookmarks.tabsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {BOOKMARK_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ flex: 'none' }}>
              {t(`bookmarks.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BOOKMARK_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {tab === kind && <BookmarkList kind={tab} page={page} onPageChange={(p) => show(tab, p)} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
