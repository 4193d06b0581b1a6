import type { Project, User } from '@pilewise/contracts';

/**
 * Sales mode (spec §1, §2): a Sales user's projects, and any project switched to it (its
 * payload's user_mode), fill their inputs from files; the engineering input tabs hide.
 */
export function isSalesMode(project: Pick<Project, 'design'>, user: Pick<User, 'userType'>): boolean {
  const mode = project.design.user_mode;
  if (mode === 'Sales') return true;
  if (mode === 'Engineer') return false;
  return user.userType === 'Sales';
}
