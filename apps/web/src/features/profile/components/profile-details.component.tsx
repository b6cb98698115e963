import type { Profile } from '@esc/contracts';
import { Card, DataList } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { userTypeLabelKey } from '../utils/user-type-label';

/** Joins names the way the language lists things ("A, B and C"). */
function listText(items: string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const sectionText = (s: Profile['sections'][number]) =>
    t('profile.sectionValue', { board: s.board_name, className: s.class_name, section: s.section_name });
  const rows = [
    { key: 'name', label: t('profile.name'), value: profile.name },
    { key: 'email', label: t('profile.email'), value: profile.email ?? t('common.notSet') },
    { key: 'mobile', label: t('profile.mobile'), value: profile.mobile ?? t('common.notSet') },
    { key: 'role', label: t('profile.role'), value: t(userTypeLabelKey(profile.user_type_id, profile.role)) },
    { key: 'school', label: t('profile.school'), value: profile.school?.school_name ?? t('dashboard.noSchool') },
    {
      key: 'sections',
      label: t('profile.sections'),
      value: profile.sections.length
        ? listText(profile.sections.map(sectionText), i18n.language)
        : t('dashboard.noSection'),
    },
  ];
  if (profile.children.length > 0) {
    rows.push({
      key: 'children',
      label: t('profile.children'),
      value: listText(
        profile.children.map((c) => c.name),
        i18n.language,
      ),
    });
  }
  return (
    <Card withBorder padding="lg">
      <DataList labelWidth={170} withDivider>
        {rows.map((row) => (
          <DataList.Item key={row.key} data-testid={`profile-${row.key}`}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Card>
  );
}
