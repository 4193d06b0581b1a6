// Developer helpers, registered only with DEV_MAIL_OUTBOX=true (never by default), and answered only to
// the local machine (the outbox holds password-reset codes).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Mailer } from '../mail/mailer';
import type { Background } from '../shared/background';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const mailSchema = z.object({
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

export function devRoutes(app: FastifyInstance, deps: { mailer: Mailer; background: Background }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails kept when no SMTP server is configured (only with DEV_MAIL_OUTBOX=true)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ transport: z.enum(['smtp', 'outbox']), mails: z.array(mailSchema) }) },
      },
    },
    async (req) => {
      // The peer of the socket, not req.ip (TRUST_PROXY takes that from a header the client
      // writes), and nothing relayed by a proxy on this machine.
      const relayed = FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
      if (relayed || !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
        throw new ForbiddenError('The outbox is only readable from this machine');
      }
      // Mails are sent after the answer that asked for them: wait for those on their way.
      await deps.background.idle();
      return {
        transport: deps.mailer.transport,
        mails: deps.mailer.outbox.filter((m) => !req.query.to || m.to === req.query.to.toLowerCase()),
      };
    },
  );
}
