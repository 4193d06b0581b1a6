import { SECTION_LIBRARY_EDITOR_ROLES, type User } from '@pilewise/contracts';

// Route-level role rules of spec §2 and §6. The server checks every call again; these
// only decide what the UI offers.

/** A Reviewer whose email differs from their company admin's email. */
export function isReviewerNotAdmin(user: Pick<User, 'role' | 'email' | 'adminemail'>): boolean {
  return user.role === 'Reviewer' && user.email.toLowerCase() !== user.adminemail.toLowerCase();
}

export function isAdmin(user: Pick<User, 'role'>): boolean {
  return user.role === 'Admin';
}

/** The platform operator: the subscription console only, no company screens (the server refuses them). */
export function isSuperAdmin(user: Pick<User, 'role'>): boolean {
  return user.role === 'SuperAdmin';
}

export function canSeeDashboard(user: Pick<User, 'role' | 'email' | 'adminemail'>): boolean {
  return !isReviewerNotAdmin(user);
}

/** Transactions: Admin only (spec §2), never a Reviewer who is not the admin. */
export function canSeeTransactions(user: Pick<User, 'role' | 'email' | 'adminemail'>): boolean {
  return isAdmin(user) && !isReviewerNotAdmin(user);
}

export function canManageUsers(user: Pick<User, 'role' | 'email' | 'adminemail'>): boolean {
  return isAdmin(user) && !isReviewerNotAdmin(user);
}

/** The company section library: the Admin and the engineers (User) keep it (server: SECTION_LIBRARY_EDITOR_ROLES). */
export function canManageSections(user: Pick<User, 'role'>): boolean {
  return (SECTION_LIBRARY_EDITOR_ROLES as readonly string[]).includes(user.role);
}

export function canReview(user: Pick<User, 'role'>): boolean {
  return user.role === 'Reviewer';
}

export function canStamp(user: Pick<User, 'role'>): boolean {
  return user.role === 'SuperReviewer';
}

export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
