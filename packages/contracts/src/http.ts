// Wire conventions shared by the server and the web client.

/** Every API path starts here. */
export const API_PREFIX = '/api';
/** The version header the client sends with every call (spec §7); the server accepts any. */
export const API_VERSION_HEADER = 'x-api-version';
export const API_VERSION = '1';

/**
 * XSRF rule (double submit, checked by the server on POST/PUT/PATCH/DELETE under /api):
 *
 * - The server sets two cookies on /api GET responses that lack them and at
 *   GET /api/auth/csrf: `XSRF-TOKEN` (readable by the SPA, SameSite=Strict, path /) and
 *   `_csrf` (its httpOnly secret).
 * - An unsafe request that carries the `_csrf` cookie (i.e. comes from a browser that was
 *   given one) must send the `XSRF-TOKEN` cookie's value in the `X-XSRF-TOKEN` header;
 *   otherwise 403 { message: 'Invalid or missing XSRF token', code: 'XSRF' }.
 * - Requests without that cookie (API clients and tests using only the bearer token) are
 *   not checked: they cannot be forged by another site, because authentication is the
 *   bearer token in the Authorization header, which browsers never attach on their own.
 *
 * The SPA: call GET /api/auth/csrf once at start (or rely on any earlier GET), then read
 * document.cookie's XSRF-TOKEN and send it as X-XSRF-TOKEN on every unsafe call.
 * (axios does exactly this by default: xsrfCookieName 'XSRF-TOKEN', xsrfHeaderName 'X-XSRF-TOKEN'.)
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The httpOnly secret cookie the XSRF token is checked against (the SPA never reads it). */
export const XSRF_SECRET_COOKIE = '_csrf';

/** Authentication: `Authorization: Bearer <token>` (the token of sign-in / sign-up). */
export const AUTH_HEADER = 'Authorization';
export const bearer = (token: string): string => `Bearer ${token}`;

/** Every call's path, relative to the origin (API_PREFIX included). */
export const API_PATHS = {
  health: '/api/health',
  auth: {
    csrf: '/api/auth/csrf',
    signIn: '/api/auth/sign-in',
    signUp: '/api/auth/sign-up',
    refreshUserData: '/api/auth/refresh-user-data',
    forgotPassword: '/api/auth/forgot-password',
    verifyOtp: '/api/auth/verify-otp',
    resetPassword: '/api/auth/reset-password',
    sendEmail: '/api/auth/send-email',
    /** Revokes every token of the account. */
    signOut: '/api/auth/sign-out',
    updateUserTour: '/api/auth/update-user-tour',
    /** Public: the blog's posts, newest first; one post by its slug. */
    getBlogs: '/api/auth/get-blogs',
    blogPost: (slug: string) => `/api/auth/get-blogs/${encodeURIComponent(slug)}`,
    /** Public, multipart: the contact message form (title, message, type, useremail, username, file?). */
    sendMessage: '/api/auth/send-message',
  },
  users: {
    profile: '/api/users/profile',
    changePassword: '/api/users/change-password',
    all: '/api/users/all',
    addUser: '/api/users/add-user',
    updateRole: '/api/users/update-role',
    freeze: (userId: string) => `/api/users/freeze/${encodeURIComponent(userId)}`,
    seats: '/api/users/seats',
    updateUserDetails: '/api/users/update-userDetails',
    updateProfile: '/api/users/update-profile',
    updateAddress: '/api/users/update-address',
    updateProfileImage: '/api/users/update-profile-image',
    profileImage: (userId: string) => `/api/users/profile-image/${encodeURIComponent(userId)}`,
    dashboard: '/api/users/dashboard',
    /** Admin: the design modes and section types a user may use. */
    updatePermissions: '/api/users/update-permissions',
  },
  util: {
    countries: '/api/util/get-country-list',
    states: '/api/util/get-state-list',
    cities: '/api/util/get-city-list',
  },
  projects: {
    list: '/api/projects/list',
    add: '/api/projects/add',
    draft: '/api/projects/draft-project',
    get: (id: string) => `/api/projects/get-project-data/${encodeURIComponent(id)}`,
    delete: (id: string) => `/api/projects/delete-project/${encodeURIComponent(id)}`,
    clone: '/api/projects/clone-project',
    updateStatus: '/api/projects/update-status',
    updatePrivacy: '/api/projects/update-Privacy',
    /** Spec §7 projectUser: hand the project to another user of the company. */
    projectUser: '/api/projects/projectUser',
    /** Spec §7 add-reports: form data, projectId and numbered file/label pairs. */
    addReports: '/api/projects/add-reports',
    activityLogs: '/api/projects/get-activity-logs',
    /** POST takes or renews the edit lock; DELETE lets it go. */
    lock: (id: string) => `/api/projects/lock/${encodeURIComponent(id)}`,
    /** Seismic site values (Ss, S1, SMS, SM1, SDS, SD1, TL) from the location, through USGS. */
    seismicDetails: '/api/projects/get-seismic-details',
    /** The project's soil details in its units. */
    soilDetails: '/api/projects/get-soil-details',
  },
  /** The company section library: GET lists, POST adds; PUT/DELETE one by id. */
  sections: {
    list: '/api/sections',
    add: '/api/sections',
    one: (id: string) => `/api/sections/${encodeURIComponent(id)}`,
  },
  runs: {
    start: '/api/projects/run',
    get: (runId: string) => `/api/projects/runs/${encodeURIComponent(runId)}`,
    projectRuns: (projectId: string) => `/api/projects/project-runs/${encodeURIComponent(projectId)}`,
    /** The design input a run designed (compare of revisions). */
    input: (runId: string) => `/api/projects/run-input/${encodeURIComponent(runId)}`,
    cancel: '/api/projects/kill-child-process',
  },
  reviews: {
    requestReview: '/api/projects/request-review',
    reviewUpdate: '/api/projects/review-update',
    superReviewUpdate: '/api/projects/super-review-update',
    queue: '/api/projects/reviewprojectList',
    superReviewList: '/api/projects/superReviewList',
    reviewCount: '/api/projects/getProjectReviewCount',
    history: (projectId: string) => `/api/projects/review-history/${encodeURIComponent(projectId)}`,
    readiness: (projectId: string) => `/api/projects/review-readiness/${encodeURIComponent(projectId)}`,
    getComments: '/api/projects/getComments',
    addComment: '/api/projects/add-comment',
    allUsers: '/api/projects/AllUsers',
    stampedFile: (projectId: string) => `/api/projects/stamp-file-PDF/${encodeURIComponent(projectId)}`,
    reviewFile: (fileId: string) => `/api/projects/review-file/${encodeURIComponent(fileId)}`,
  },
  notifications: {
    list: '/api/users/get-notifications',
    unread: '/api/users/unread-notifications',
    markAllRead: '/api/users/mark-all-notifications-read',
    markRead: '/api/users/mark-notification-read',
    delete: '/api/users/delete-notification',
  },
  stampCalculator: {
    /** The sheet of one pile as data (checks, working, profiles). */
    calculate: '/api/stamp-calculator/calculate',
    /** The same sheet as a one- or two-page PDF to stamp. */
    pdf: '/api/stamp-calculator/pdf',
  },
  reports: {
    generate: (projectId: string) => `/api/report/generate/${encodeURIComponent(projectId)}`,
    generateJson: (projectId: string) => `/api/report/generateJson/${encodeURIComponent(projectId)}`,
    deleteReports: (projectId: string) => `/api/report/delete-report/${encodeURIComponent(projectId)}`,
  },
  imports: {
    /** Spec §7 convert-*-template (form data: the file, sectionType, projectId); answers a preview. */
    convert: (kind: 'geotech' | 'nxt' | 'att' | 'ndt') =>
      kind === 'geotech'
        ? '/api/projects/convert-geotech-template'
        : `/api/projects/convert-${kind}-template`,
    /** The same form plus `kind`: applies the file to the design input and keeps it with the project. */
    confirm: '/api/projects/import-confirm',
    template: (kind: string, unitSystem: 'imperial' | 'metric' = 'imperial') =>
      `/api/projects/import-template/${encodeURIComponent(kind)}?unitSystem=${unitSystem}`,
    pileFiles: '/api/projects/getPileFile',
    ndtFiles: '/api/projects/getndtfile',
    deleteFile: '/api/projects/Delete-File',
    exportInput: (projectId: string) => `/api/projects/export-input/${encodeURIComponent(projectId)}`,
    exportResults: (runId: string) => `/api/projects/export-results/${encodeURIComponent(runId)}`,
    exportResultsCsv: (runId: string, table: string) =>
      `/api/projects/export-results/${encodeURIComponent(runId)}/${encodeURIComponent(table)}.csv`,
  },
  files: {
    projectFiles: (projectId: string) => `/api/projects/files/${encodeURIComponent(projectId)}`,
    download: (fileId: string) => `/api/files/download/${encodeURIComponent(fileId)}`,
  },
  dev: { outbox: '/api/dev/outbox' },
  billing: {
    summary: '/api/billing',
    checkout: '/api/billing/checkout',
    portal: '/api/billing/portal',
    transactions: '/api/billing/transactions',
    /** The payment provider's webhook (signed; no bearer token). */
    webhook: '/api/billing/webhook',
  },
  /** The Super admin's subscription console (every other role: 403). */
  superAdmin: {
    companies: '/api/super-admin/companies',
    plan: (companyId: string) => `/api/super-admin/companies/${encodeURIComponent(companyId)}/plan`,
    seats: (companyId: string) => `/api/super-admin/companies/${encodeURIComponent(companyId)}/seats`,
    freeze: (companyId: string) => `/api/super-admin/companies/${encodeURIComponent(companyId)}/freeze`,
  },
} as const;
