// Every route of the app in one place (spec §2). Screens link through these, never by string.
export const paths = {
  landing: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  verification: '/verification',
  success: '/success',
  newPassword: '/new-password',
  docs: '/docs',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  blog: '/blog',

  projects: '/projects',
  myProfile: '/my-profile',
  userManagement: '/user-management',
  /** The company section library (issue 8). */
  sections: '/sections',
  transactions: '/transactions',
  manageSubscription: '/manage-subscription',
  settings: '/settings',
  newProject: '/new-project',
  updateProject: '/update-project',
  projectOutput: '/project-output',
  compareProject: '/compare-project',
  dashboard: '/dashboard',
  reviewTable: '/review-table',
  superReviewer: '/super-reviewer',
  notifications: '/notifications',
  activityLog: '/activity-log',
  stampCalculator: '/stampcalculator',
  /** The Super admin's subscription console (the only screen of that role). */
  superAdmin: '/super-admin',
} as const;

/** The project editor's tabs, as its `?tab=` names them (editor-tabs.tsx). */
export const EDITOR_TABS = ['details', 'settings', 'input', 'design-input', 'load-tests', 'result'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export const hrefs = {
  /** The project editor, on one of its tabs when `tab` names it (editor-tabs.tsx). */
  updateProject: (id: string, tab?: EditorTab) =>
    `${paths.updateProject}?id=${encodeURIComponent(id)}${tab ? `&tab=${tab}` : ''}`,
  compareProject: (id: string) => `${paths.compareProject}/${encodeURIComponent(id)}`,
  projectOutput: (id: string) => `${paths.projectOutput}?id=${encodeURIComponent(id)}`,
  docsSearch: (q: string) => `${paths.docs}?search=${encodeURIComponent(q)}`,
};
