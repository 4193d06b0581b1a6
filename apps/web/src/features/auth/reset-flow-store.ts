import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The password reset flow spans three screens (forgot → verification → new password).
// Kept in sessionStorage: it survives a reload of the tab, never another tab or a restart.
type ResetFlowState = {
  email: string | null;
  resetToken: string | null;
  setEmail: (email: string) => void;
  setResetToken: (token: string) => void;
  clear: () => void;
};

export const useResetFlow = create<ResetFlowState>()(
  persist(
    (set) => ({
      email: null,
      resetToken: null,
      setEmail: (email) => set({ email, resetToken: null }),
      setResetToken: (resetToken) => set({ resetToken }),
      clear: () => set({ email: null, resetToken: null }),
    }),
    { name: 'pilewise-reset-flow', storage: createJSONStorage(() => window.sessionStorage) },
  ),
);
