import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@pilewise/contracts';

// Spec §4: signing in stores the user and token and sets the flag; logout or any 401
// clears both. The state is persisted in localStorage so a reload keeps the session.
type SessionState = {
  token: string | null;
  user: User | null;
  isLoggedIn: boolean;
  signIn: (token: string, user: User) => void;
  setUser: (user: User) => void;
  setToken: (token: string) => void;
  signOut: () => void;
};

export const SESSION_STORAGE_KEY = 'pilewise-session';

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      isLoggedIn: false,
      signIn: (token, user) => set({ token, user, isLoggedIn: true }),
      setUser: (user) => set({ user }),
      setToken: (token) => set({ token }),
      signOut: () => set({ token: null, user: null, isLoggedIn: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ token, user, isLoggedIn }) => ({ token, user, isLoggedIn }),
    },
  ),
);

/** Signed in only with both a token and a user: a half-written store counts as signed out. */
export function selectSignedIn(s: SessionState): boolean {
  return s.isLoggedIn && s.token != null && s.user != null;
}
