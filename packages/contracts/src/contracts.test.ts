import { describe, expect, it } from 'vitest';
import {
  addProjectBodySchema,
  allowedActions,
  PASSWORD_RULE_MESSAGE,
  PROJECT_STATUSES,
  projectPermissions,
  reportFileName,
  resetPasswordBodySchema,
  signUpBodySchema,
  STATUS_TRANSITIONS,
} from './index';

describe('password rule (spec §5)', () => {
  const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', companyName: 'C' };
  it.each(['short1!A', 'Abcdefg1!', 'Zz9@zzzz'])('accepts %s', (password) => {
    expect(signUpBodySchema.safeParse({ ...base, password }).success).toBe(true);
  });
  it.each(['abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'Ab1!'])(
    'refuses %s with the rule',
    (password) => {
      const r = signUpBodySchema.safeParse({ ...base, password });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
    },
  );
  it('confirmation must match', () => {
    const r = resetPasswordBodySchema.safeParse({
      email: 'a@b.co',
      resetToken: 'x',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1?',
    });
    expect(r.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('project body', () => {
  it('trims the name and requires name and client', () => {
    expect(addProjectBodySchema.parse({ name: '  P1 ', client: 'C' }).name).toBe('P1');
    const r = addProjectBodySchema.safeParse({ name: '   ', client: '' });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['name', 'client']);
  });
});

describe('transition table (workflow.md)', () => {
  it('only names known statuses', () => {
    for (const t of STATUS_TRANSITIONS) {
      expect(PROJECT_STATUSES).toContain(t.from);
      expect(PROJECT_STATUSES).toContain(t.to);
    }
  });
  it.each([
    ['Active', { role: 'User', isOwner: true }, ['disable', 'requestReview']],
    ['Active', { role: 'Admin', isOwner: false }, ['disable']],
    ['Active', { role: 'User', isOwner: false }, []],
    ['Inactive', { role: 'Sales', isOwner: true }, ['enable']],
    ['Sent For Review', { role: 'Reviewer', isOwner: false, isAssignedReviewer: true }, ['startReview']],
    ['Sent For Review', { role: 'Reviewer', isOwner: false }, []],
    ['Under Review', { role: 'Reviewer', isOwner: false, isAssignedReviewer: true }, ['approve', 'reject']],
    ['Project Approved', { role: 'SuperReviewer', isOwner: false }, ['takeForStamping']],
    ['Redesign', { role: 'User', isOwner: true }, ['revise']],
  ] as const)('%s, %o -> %o', (status, actor, actions) => {
    expect(allowedActions(status, actor)).toEqual(actions);
  });
  it('shared projects are read-only to colleagues, private ones hidden', () => {
    const colleague = { role: 'User', isOwner: false } as const;
    expect(projectPermissions({ status: 'Active', project_view: 'private' }, colleague).view).toBe(false);
    const shared = projectPermissions({ status: 'Active', project_view: 'shared' }, colleague);
    expect(shared).toMatchObject({ view: true, edit: false, delete: false, share: false, clone: true });
    const admin = projectPermissions(
      { status: 'Active', project_view: 'private' },
      { role: 'Admin', isOwner: false },
    );
    expect(admin).toMatchObject({ view: true, edit: true, delete: true, share: true });
  });
});

describe('reportFileName', () => {
  it('keeps a name as it is, a colon between words as a dash, path signs and control characters out', () => {
    expect(reportFileName('Mesa Verde', 2)).toBe('Mesa Verde report rev 2.pdf');
    expect(reportFileName('Example: Red Rock Solar', 0, false)).toBe(
      'Example - Red Rock Solar report rev 0 without load tables.pdf',
    );
    expect(reportFileName('a/b\\c:d\u0001', 1)).toBe('a-b-c-d- report rev 1.pdf');
    expect(reportFileName('   ', 3)).toBe('Project report rev 3.pdf');
  });
});
