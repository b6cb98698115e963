import type { RosterApplyData } from '@esc/contracts';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './roster-invitations.module.css';
import '../../../components/account-fields/accounts.strings';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { formatDay } from '../../../lib/date-format';

/** The invitation screen's address: full when the server knows its public address, else on this site. */
function absolute(link: string): string {
  return /^https?:\/\//.test(link) ? link : `${window.location.origin}${link}`;
}

/**
 * The invitations of an applied roster: one code per person the file created, to send
 * or print. The list prints on its own (its print styles hide the rest of the screen).
 */
export function RosterInvitations({ result }: { result: RosterApplyData }) {
  const { t, i18n } = useTranslation();
  if (result.invitations.length === 0 && result.pending_parent_links === 0) return null;
  return (
    <Stack gap="sm" data-testid="roster-invitations" className={classes.printable}>
      {result.pending_parent_links > 0 && (
        <Text size="sm" data-testid="roster-pending-links">
          {t('accounts.roster.pendingLinks', { count: result.pending_parent_links })}
        </Text>
      )}
      {result.invitations.length > 0 && (
        <>
          <Group justify="space-between" align="center">
            <Title order={3} size="h4">
              {t('accounts.roster.invitationsTitle')}
            </Title>
            <Button
              size="xs"
              variant="default"
              className={classes.screenOnly}
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('accounts.roster.print')}
            </Button>
          </Group>
          <Text size="sm">{t('accounts.roster.invitationsIntro')}</Text>
          <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScroll(t('accounts.roster.invitationsTitle'))}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('accounts.roster.name')}</Table.Th>
                  <Table.Th scope="col">{t('accounts.roster.kind')}</Table.Th>
                  <Table.Th scope="col">{t('accounts.roster.contact')}</Table.Th>
                  <Table.Th scope="col">{t('accounts.roster.code')}</Table.Th>
                  <Table.Th scope="col">{t('accounts.roster.link')}</Table.Th>
                  <Table.Th scope="col">{t('accounts.roster.expires')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.invitations.map((i) => (
                  <Table.Tr key={i.code}>
                    <Table.Th scope="row" fw={500}>
                      {i.name}
                    </Table.Th>
                    <Table.Td>{t(`accounts.roster.kinds.${i.kind}`)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {i.email}
                      {i.mobile ? <Text size="xs">{i.mobile}</Text> : null}
                    </Table.Td>
                    <Table.Td>
                      <Text ff="monospace" fw={700} data-testid="invitation-code-cell">
                        {i.code}
                      </Text>
                      <Badge size="xs" variant="light" color={i.sent ? 'green' : 'gray'}>
                        {i.sent ? t('accounts.roster.sent') : t('accounts.roster.notSent')}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="xs">{absolute(i.link)}</Text>
                    </Table.Td>
                    <Table.Td>{formatDay(i.expires_at, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
