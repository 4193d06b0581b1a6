import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, type User } from '@pilewise/contracts';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { initials } from '../../../lib/authorization';
import { notifySuccess } from '../../../lib/notify';
import { useUploadProfileImage } from '../api/profile';
import { useProfileImageUrl } from '../api/profile-image';

const MAX_MB = PROFILE_IMAGE_MAX_BYTES / 1024 / 1024;

/** The file's problem before it is sent (the server checks its bytes again). */
function fileProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP image';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return `The picture must be at most ${MAX_MB} MB`;
  return null;
}

export function ProfilePicture({ user }: { user: User }) {
  const current = useProfileImageUrl(user.profilePictureFullPath);
  const upload = useUploadProfileImage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | null) => {
    upload.reset();
    setProblem(chosen ? fileProblem(chosen) : null);
    setFile(chosen && !fileProblem(chosen) ? chosen : null);
  };
  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifySuccess('Profile picture saved');
      },
    });
  const error = problem ?? (upload.isError ? errorMessage(upload.error) : null);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Profile picture
        </Title>
        <Group gap="lg" align="center">
          <Avatar
            src={preview ?? current}
            alt={preview ? 'Preview of the new profile picture' : 'Your profile picture'}
            size={96}
            radius={96}
            color="blue"
          >
            {initials(user)}
          </Avatar>
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton onChange={choose} accept={PROFILE_IMAGE_TYPES.join(',')}>
                {(props) => (
                  <Button variant="default" {...props}>
                    Choose picture
                  </Button>
                )}
              </FileButton>
              {file && (
                <>
                  <Button onClick={save} loading={upload.isPending}>
                    Save picture
                  </Button>
                  <Button variant="subtle" onClick={() => choose(null)}>
                    Cancel
                  </Button>
                </>
              )}
            </Group>
            <Text size="xs" c="gray.7">
              PNG, JPEG or WebP, at most {MAX_MB} MB. {file ? `Preview of ${file.name}: not saved yet.` : ''}
            </Text>
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
