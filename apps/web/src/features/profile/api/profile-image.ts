import { useQuery } from '@tanstack/react-query';
import { API_VERSION, API_VERSION_HEADER, AUTH_HEADER, bearer } from '@pilewise/contracts';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../../stores/session';

// Profile pictures are served to signed-in users of the same company only, so an <img src>
// (which sends no bearer token) cannot load them: the bytes are fetched with the token and
// shown through an object URL. The api client answers JSON; this is its one binary read.
async function fetchImage(path: string, token: string | null, signal: AbortSignal): Promise<Blob> {
  const headers = new Headers({ [API_VERSION_HEADER]: API_VERSION });
  if (token) headers.set(AUTH_HEADER, bearer(token));
  const res = await fetch(path, { headers, signal, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Profile picture: ${res.status}`);
  return res.blob();
}

/**
 * An object URL of the picture at `path` (the user's profilePictureFullPath), or undefined
 * while it loads, when there is none or when it fails: the avatar then shows the initials.
 */
export function useProfileImageUrl(path: string | null | undefined): string | undefined {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: ['profile-image', path],
    queryFn: ({ signal }) => fetchImage(path!, token, signal),
    enabled: Boolean(path),
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
