// The invitation of a user an Admin added, through the API: the mail states the validity the
// server enforces, the code survives "Verify" (a user who stops before setting a password comes
// back and verifies again) and is used up only when the password is set, the user list says
// "invited" until then, and send-email mails the invitation again without telling whether an
// address has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_VALIDITY_TEXT,
  LIMITS,
  SEND_EMAIL_MESSAGE,
  type ManagedUserResponse,
  type UsersListResponse,
} from '@pilewise/contracts';
import { signUpCompany, uniqueEmail, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';

const NEW_PASSWORD = 'Invited#2025';

describe.each(BACKENDS)('invitation on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { APP_URL: 'https://pilewise.example.com' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.call({ method: 'POST', url, payload, token });
  const mailsTo = (email: string) => t.mailer.outbox.filter((m) => m.to === email);
  const codeOf = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
  const verify = (email: string, otp: string) => post('/api/auth/verify-otp', { email, otp });
  const setPassword = (email: string, resetToken: string) =>
    post('/api/auth/reset-password', {
      email,
      resetToken,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
  const listed = async (admin: TestUser, email: string) =>
    (await t.call({ method: 'GET', url: '/api/users/all', token: admin.token }))
      .json<UsersListResponse>()
      .users.find((u) => u.email === email);

  async function invite(admin: TestUser): Promise<{ email: string; code: string }> {
    const email = uniqueEmail('invitee');
    const res = await post(
      '/api/users/add-user',
      { firstName: 'Ivy', lastName: 'Invitee', email, role: 'User', userType: 'Engineer' },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ManagedUserResponse>().user.invitationPending).toBe(true);
    return { email, code: codeOf(mailsTo(email).at(-1)?.text) };
  }

  it('keeps the code through Verify until the password is set; the list says invited until then', async () => {
    const admin = await signUpCompany(t);
    const { email, code } = await invite(admin);
    const mail = mailsTo(email).at(-1)!;
    // The mail says what the server enforces (the verification page shows the same constant).
    expect(mail.text).toContain(INVITATION_VALIDITY_TEXT);
    expect(INVITATION_VALIDITY_TEXT).toContain('7 days');
    expect(new URL(/open (\S+)/.exec(mail.text)![1]!).searchParams.get('invitation')).toBe('1');
    expect(await listed(admin, email)).toMatchObject({ invitationPending: true, isSuspended: false });
    // No password works before one is set.
    expect((await post('/api/auth/sign-in', { email, password: NEW_PASSWORD })).statusCode).toBe(400);

    // Verify, stop, come back: the same code verifies again, more often than a code's guesses.
    let resetToken = '';
    for (let visit = 0; visit <= LIMITS.OTP_MAX_ATTEMPTS; visit++) {
      const res = await verify(email, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ invitation: true });
      resetToken = res.json<{ resetToken: string }>().resetToken;
    }
    expect(await listed(admin, email)).toMatchObject({ invitationPending: true });

    const done = await setPassword(email, resetToken);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password is set. Please sign in.' });
    // Now the code is used up, and the invitation accepted.
    expect((await verify(email, code)).statusCode).toBe(400);
    expect(await listed(admin, email)).toMatchObject({ invitationPending: false });
    expect((await post('/api/auth/sign-in', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a token from an earlier Verify no longer sets the password once the code was verified again', async () => {
    const admin = await signUpCompany(t);
    const { email, code } = await invite(admin);
    const first = (await verify(email, code)).json<{ resetToken: string }>().resetToken;
    const second = (await verify(email, code)).json<{ resetToken: string }>().resetToken;
    expect((await setPassword(email, first)).statusCode).toBe(400);
    expect((await setPassword(email, second)).statusCode).toBe(200);
  });

  it('a password reset (not an invitation) says so at Verify', async () => {
    const admin = await signUpCompany(t);
    await post('/api/auth/forgot-password', { email: admin.email });
    const res = await verify(admin.email, codeOf(mailsTo(admin.email).at(-1)?.text));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invitation: false });
  });

  describe('send-email', () => {
    it('mails a pending invitation again with a new code; the old one stops working', async () => {
      const admin = await signUpCompany(t, { companyName: 'Resend Solar' });
      const { email, code } = await invite(admin);
      const res = await post('/api/auth/send-email', { email });
      expect(res.json()).toEqual({ message: SEND_EMAIL_MESSAGE });
      const again = mailsTo(email);
      expect(again).toHaveLength(2);
      expect(again[1]!.subject).toBe('You have been added to Resend Solar on PileWise');
      expect(again[1]!.text).toContain(INVITATION_VALIDITY_TEXT);
      const newCode = codeOf(again[1]!.text);
      if (newCode !== code) expect((await verify(email, code)).statusCode).toBe(400);
      expect((await verify(email, newCode)).json()).toMatchObject({ invitation: true });
    });

    it('mails a verification code to an account that has a password', async () => {
      const admin = await signUpCompany(t);
      const res = await post('/api/auth/send-email', { email: admin.email });
      expect(res.json()).toEqual({ message: SEND_EMAIL_MESSAGE });
      const mail = mailsTo(admin.email).at(-1)!;
      expect(mail.subject).toBe('Your PileWise verification code');
      expect((await verify(admin.email, codeOf(mail.text))).statusCode).toBe(200);
    });

    it('answers the same for an address with no account, and mails nothing', async () => {
      const email = uniqueEmail('nobody');
      const res = await post('/api/auth/send-email', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SEND_EMAIL_MESSAGE });
      expect(mailsTo(email)).toHaveLength(0);
    });

    it('mails an account at most resetCodesPerHour times an hour, with the same answer past it', async () => {
      const admin = await signUpCompany(t);
      const { email } = await invite(admin); // the invitation is the hour's first code
      for (let i = 0; i < 7; i++) {
        const res = await post('/api/auth/send-email', { email });
        expect(res.json()).toEqual({ message: SEND_EMAIL_MESSAGE });
      }
      expect(mailsTo(email)).toHaveLength(5); // DEFAULT_ACCOUNT_LIMITS.resetCodesPerHour
    });

    it('names the field of a bad address', async () => {
      const res = await post('/api/auth/send-email', { email: 'not-an-address' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('email');
    });
  });
});
