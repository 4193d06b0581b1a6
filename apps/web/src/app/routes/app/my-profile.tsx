import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useProfile } from '../../../features/profile/api/profile';
import { AddressForm } from '../../../features/profile/components/address-form';
import { PersonalInfoForm } from '../../../features/profile/components/personal-info-form';
import { ProfilePicture } from '../../../features/profile/components/profile-picture';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

// My profile (spec §2): personal info, address, profile picture; company name for Admins.
export default function MyProfileRoute() {
  const profile = useProfile();
  // The session's copy follows every save (and the load above): the picture shows it.
  const user = useSession((s) => s.user);
  return (
    <Stack gap="sm" maw={760}>
      <Title order={1} fz={22}>
        My Profile
      </Title>
      {profile.isError && (
        <Alert color="red" variant="light" title="Could not load your profile">
          {errorMessage(profile.error)}
        </Alert>
      )}
      {profile.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading your profile" />
        </Center>
      )}
      {profile.data && user && (
        <>
          <ProfilePicture user={user} />
          {/* The forms start from the profile as loaded; their own saves keep them current. */}
          <PersonalInfoForm user={profile.data} />
          <AddressForm user={profile.data} />
        </>
      )}
    </Stack>
  );
}
