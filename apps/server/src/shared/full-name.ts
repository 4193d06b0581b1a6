/** A person's name as every screen, mail and report shows it: 'first last', no stray space. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
