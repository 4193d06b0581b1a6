import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The password reset flow spans three screens (forgot → verification → new password); an
// invitation (a user an Admin added) enters at verification and sets a first password.
// Kept in sessionStorage: it survives a reload of the tab, never another tab or a restart.
type ResetFlowState = {
  email: string | null;
  resetToken: string | null;
  /** The account has no password yet: the new-password screen speaks of a new account. */
  invitation: boolean;
  setEmail: (email: string) => void;
  setResetToken: (token: string, invitation: boolean) => void;
  clear: () => void;
};

export const useResetFlow = create<ResetFlowState>()(
  persist(
    (set) => ({
      email: null,
      resetToken: null,
      invitation: false,
      setEmail: (email) => set({ email, resetToken: null, invitation: false }),
      setResetToken: (resetToken, invitation) => set({ resetToken, invitation }),
      clear: () => set({ email: null, resetToken: null, invitation: false }),
    }),
    { name: 'pilewise-reset-flow', storage: createJSONStorage(() => window.sessionStorage) },
  ),
);
