// Deployment-level settings read at build time. The support address is configured per
// deployment (VITE_SUPPORT_EMAIL); the spec does not print one.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@pilewise.app';
