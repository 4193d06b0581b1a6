// The Super admin of the browser tests: global-setup.ts starts the server with these in
// SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD (the only way one is made).
export const SUPER_ADMIN = { email: 'operator@pilewise.test', password: 'Operator#2026' } as const;
