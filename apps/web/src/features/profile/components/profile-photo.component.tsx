import type { Profile } from '@esc/contracts';
import { Alert, Avatar, Button, Card, FileInput, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useProfilePhoto, useSetProfilePhoto } from '../api/profile-photo.api';

/** A photo larger than this is refused here, before a slow upload on a family's data plan. */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** An object URL of the photo for as long as it is shown, let go of when it changes or leaves. */
function usePhotoUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The person's photo: shown, and changed through the upload (the server keeps a 256 px square). */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const photo = useProfilePhoto(profile.uuid);
  const save = useSetProfilePhoto(profile.uuid);
  const [file, setFile] = useState<File | null>(null);
  const url = usePhotoUrl(photo.data);
  const tooLarge = file !== null && file.size > PHOTO_MAX_BYTES;
  const problem =
    save.error && isApiError(save.error) && save.error.message
      ? save.error.message
      : save.error
        ? t('familyProfiles.photoFailed')
        : null;

  const submit = () => {
    if (!file || tooLarge) return;
    save.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showToast({ message: t('familyProfiles.photoSaved'), tone: 'success' });
      },
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-photo-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-photo-title">
          {t('familyProfiles.photoTitle')}
        </Title>
        <Group gap="lg" align="center" wrap="wrap">
          {photo.isPending ? (
            <Skeleton circle h={96} w={96} aria-hidden />
          ) : (
            <Avatar
              src={url}
              alt={url ? t('familyProfiles.photoAlt', { name: profile.name }) : undefined}
              size={96}
              radius="xl"
              color="blue"
            >
              {url ? null : <IconPhoto aria-hidden />}
            </Avatar>
          )}
          {photo.isSuccess && !photo.data && <Text size="sm">{t('familyProfiles.noPhoto')}</Text>}
        </Group>
        {photo.isError && (
          <QueryError
            title={t('familyProfiles.photoLoadError')}
            error={photo.error}
            onRetry={() => void photo.refetch()}
          />
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <FileInput
            label={t('familyProfiles.photoChoose')}
            accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
            value={file}
            onChange={setFile}
            clearable
            error={tooLarge ? t('familyProfiles.photoTooLarge') : null}
            style={{ flex: '1 1 14rem', minInlineSize: 0 }}
          />
          <Button onClick={submit} disabled={!file || tooLarge} loading={save.isPending}>
            {t('familyProfiles.photoSave')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('familyProfiles.photoHint')}
        </Text>
      </Stack>
    </Card>
  );
}
