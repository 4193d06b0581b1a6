import { create } from 'zustand';

// The app-wide "main loading" flag of spec §2: while on, the full-screen loader covers the app.
type UiState = {
  loading: boolean;
  progress: string | null;
  startLoading: (progress?: string) => void;
  stopLoading: () => void;
};

export const useUi = create<UiState>()((set) => ({
  loading: false,
  progress: null,
  startLoading: (progress) => set({ loading: true, progress: progress ?? null }),
  stopLoading: () => set({ loading: false, progress: null }),
}));
