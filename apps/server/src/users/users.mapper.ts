// Row -> contract. The only way a user leaves the server: no hash, no token version.
import type { User, UserSummary } from '@pilewise/contracts';
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
    profilePictureFullPath: user.profilePictureFullPath,
    subscriptionType: user.subscriptionType,
    subscriptionEndsAt: user.subscriptionEndsAt.toISOString(),
    designModes: user.designModes,
    sectionTypes: user.sectionTypes,
    userTour: user.userTour,
    userType: user.userType,
    adminemail: user.adminemail,
    isSuspended: user.isSuspended,
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

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
