// Stamping calculator rules: who may compute and print a sheet (the roles that generate reports,
// on a plan still running, with the design modes and section types their Admin allows), and the
// one-pier design (the engine's designOnePier, on a thread of its own: one-pier-threads.ts; a
// refused input lists every field's problem).
import { STAMP_SHEET_TITLE, type StampSheetRequest, type StampSheetResponse } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { assertMayGenerateReports } from '../reports/report-access';
import type { Actor } from '../shared/actor';
import { DesignInputInvalidError, NotFoundError } from '../shared/errors';
import { fullName } from '../shared/full-name';
import { assertSubscriptionActive } from '../shared/subscription';
import { assertDesignAllowed, type DesignPermissions } from '../users/design-permissions';
import { findUser } from '../users/users.service';
import type { DocumentThreads } from '../documents/document-threads';
import type { OnePierThreads } from './one-pier-threads';
import { buildStampSheetContent } from './stamp-sheet-content';

type Body = StampSheetRequest;

export class StampCalculatorService {
  constructor(
    private readonly db: Db,
    private readonly engine: OnePierThreads,
    /** Draws the sheet's PDF off the event loop (documents/document-threads.ts). */
    private readonly documents: Pick<DocumentThreads, 'renderStampSheetPdf'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async calculate(actor: Actor, body: Body): Promise<StampSheetResponse> {
    const me = await this.authorise(actor);
    const run = await this.design(actor, body, me.user);
    return { pier: run.pier, warnings: run.warnings, analyses: run.analyses };
  }

  /** The sheet's PDF and its file name. */
  async pdf(actor: Actor, body: Body): Promise<{ bytes: Buffer; fileName: string }> {
    const me = await this.authorise(actor);
    const run = await this.design(actor, body, me.user);
    const content = buildStampSheetContent({
      pier: run.pier,
      input: run.input,
      warnings: run.warnings,
      title: body.title,
      companyName: me.company.name,
      generatedBy: fullName(actor),
      generatedAt: this.now(),
    });
    const bytes = await this.documents.renderStampSheetPdf(actor.id, content, run.pier);
    const pile = `${run.pier.section.name} L ${Number(body.embedment_m.toFixed(3))} m`;
    const mark = body.title.replace(/[^\w .-]+/g, '-').trim();
    return { bytes, fileName: `${STAMP_SHEET_TITLE} ${mark ? `${mark} ` : ''}${pile}.pdf` };
  }

  /** Role and plan (read again: the Admin or the billing may have changed them since sign-in). */
  private async authorise(actor: Actor) {
    assertMayGenerateReports(actor);
    const me = await findUser(this.db, actor.companyId, actor.id);
    if (!me) throw new NotFoundError('User');
    assertSubscriptionActive(me.company, this.now());
    return me;
  }

  /** The one-pier design, in a mode and section type the user may use (the section's own family). */
  private async design(actor: Actor, body: Body, permissions: DesignPermissions) {
    const run = await this.engine.design(actor.id, body.input, {
      pierTypeId: body.pierTypeId,
      section: body.section,
      embedment_m: body.embedment_m,
      pileHeight_m: body.pileHeight_m,
    });
    if (!run.ok) {
      // The input's fields under `input.`; the choice's own fields as the body names them.
      const own = new Set(['section', 'embedment_m', 'pileHeight_m', 'pierTypeId']);
      throw new DesignInputInvalidError(
        run.errors.map((e) => ({ path: own.has(e.path) ? e.path : `input.${e.path}`, message: e.message })),
      );
    }
    assertDesignAllowed(
      permissions,
      { tracker: run.input.tracker, settings: { sectionFamily: run.pier.section.family } },
      'input',
    );
    return run;
  }
}
