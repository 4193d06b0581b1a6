// Row -> contract. The only way a user leaves the server: no hash, no token version.
import { API_PATHS, type User, type UserSummary } from '@pilewise/contracts';
import { isInvitationPending } from '../auth/invitation';
import type { CompanyRow, UserRow } from './users.repository';

export function toPublicUser(user: UserRow, company: CompanyRow): User {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    state: user.state,
    country: user.country,
    city: user.city,
    zipcode: user.zipcode,
    profilePictureFullPath: profilePictureUrl(user),
    // The plan is the company's (the user's own columns are what they were before it moved).
    subscriptionType: company.plan,
    subscriptionEndsAt: company.planEndsAt.toISOString(),
    designModes: user.designModes,
    sectionTypes: user.sectionTypes,
    userTour: user.userTour,
    userType: user.userType,
    adminemail: user.adminemail,
    isSuspended: user.isSuspended,
    invitationPending: isInvitationPending(user),
    role: user.role,
    company: { _id: company.id, name: company.name },
    createdAt: user.createdAt.toISOString(),
  };
}

export function toUserSummary(user: UserRow): UserSummary {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
  };
}

// Kept for code written before the move: fullName is owned by shared/full-name.ts.
export { fullName } from '../shared/full-name';

/**
 * The column holds the picture's storage key (files/storage.ts); the API gives the URL that
 * serves it, versioned by the key so a new picture is never an old cached one.
 */
export function profilePictureUrl(user: Pick<UserRow, 'id' | 'profilePictureFullPath'>): string | null {
  const key = user.profilePictureFullPath;
  if (!key) return null;
  return `${API_PATHS.users.profileImage(user.id)}?v=${encodeURIComponent(key.split('/').at(-1) ?? '')}`;
}
