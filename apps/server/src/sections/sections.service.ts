// The company section library: who may read and change it (every member reads; the Admin and
// engineers write, contracts SECTION_LIBRARY_EDITOR_ROLES), the engine's check of each section,
// one name per company, and the activity log.
import { randomUUID } from 'node:crypto';
import {
  SECTION_LIBRARY_EDITOR_ROLES,
  type CompanySection,
  type CompanySectionInput,
  type CompanySectionResponse,
} from '@pilewise/contracts';
import { findSection, resolveSection } from '@pilewise/engine';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { requestCatchUpOf } from '../db/request-catch-up';
import { screenAnswer } from '../projects/project-screen-cache';
import {
  ConflictError,
  FieldError,
  ForbiddenError,
  isUniqueViolation,
  NotFoundError,
} from '../shared/errors';
import { sectionFamilyOf, withLibrarySections } from './library-in-input';
import { toCompanySection } from './sections.mapper';
import * as repo from './sections.repository';

const nameTaken = (name: string) =>
  new ConflictError(
    `section.name: The library already has a section named ${name}`,
    'CONFLICT',
    'section.name',
  );

export class SectionsService {
  constructor(private readonly db: Db) {}

  /**
   * The company's sections (one family's, when given). All of them (the project screen's call) are
   * kept until one changes (src/projects/project-screen-cache.ts).
   */
  async list(actor: Actor, family?: string): Promise<{ sections: CompanySection[] }> {
    const read = async () => ({
      sections: (await repo.listCompanySections(this.db, actor.companyId, family)).map(toCompanySection),
    });
    if (family !== undefined) return read();
    return screenAnswer(this.db, actor.companyId, 'sections', null, read, requestCatchUpOf(actor));
  }

  async add(actor: Actor, section: CompanySectionInput): Promise<CompanySectionResponse> {
    assertEditor(actor);
    checkSection(section);
    return this.db
      .transaction(async (tx) => {
        const row = await repo.insertCompanySection(tx, {
          id: randomUUID(),
          companyId: actor.companyId,
          name: section.name,
          nameKey: repo.sectionKey(section.name),
          family: section.family,
          section,
          createdBy: actor.id,
          updatedBy: actor.id,
        });
        await recordActivity(tx, actor, {
          action: 'sections.add',
          message: `Added section ${row.name} (${row.family}) to the company library`,
          details: { sectionId: row.id },
        });
        return { message: `${row.name} was added to the library`, section: toCompanySection(row) };
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? nameTaken(section.name) : err;
      });
  }

  async update(actor: Actor, id: string, section: CompanySectionInput): Promise<CompanySectionResponse> {
    assertEditor(actor);
    checkSection(section);
    return this.db
      .transaction(async (tx) => {
        const row = await repo.updateCompanySection(tx, actor.companyId, id, {
          name: section.name,
          nameKey: repo.sectionKey(section.name),
          family: section.family,
          section,
          updatedBy: actor.id,
        });
        if (!row) throw new NotFoundError('Section');
        await recordActivity(tx, actor, {
          action: 'sections.update',
          message: `Changed section ${row.name} (${row.family}) of the company library`,
          details: { sectionId: row.id },
        });
        return { message: `${row.name} was saved`, section: toCompanySection(row) };
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? nameTaken(section.name) : err;
      });
  }

  /**
   * Removes a section from the library. Runs already made keep their copy (the run's input
   * snapshot); a project whose saved input holds a copy keeps it too.
   */
  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    assertEditor(actor);
    return this.db.transaction(async (tx) => {
      const row = await repo.deleteCompanySection(tx, actor.companyId, id);
      if (!row) throw new NotFoundError('Section');
      await recordActivity(tx, actor, {
        action: 'sections.delete',
        message: `Deleted section ${row.name} (${row.family}) from the company library`,
        details: { sectionId: row.id },
      });
      return { message: `${row.name} was deleted from the library` };
    });
  }
}

/**
 * The design input (raw JSON) with the company library's sections of its family added to
 * `settings.userSections` (library-in-input.ts): what a run is given.
 */
export async function withCompanyLibrary(db: Db, companyId: string, input: unknown): Promise<unknown> {
  const family = sectionFamilyOf(input);
  if (!family) return input;
  return withLibraryRead(input, await repo.listCompanySections(db, companyId, family));
}

/**
 * withCompanyLibrary with the company's sections read already (any families: those of the
 * input's family are added).
 */
export function withLibraryRead(input: unknown, library: readonly repo.LibrarySection[]): unknown {
  const family = sectionFamilyOf(input);
  if (!family) return input;
  const key = repo.sectionKey(family);
  return withLibrarySections(
    input,
    library.filter((row) => repo.sectionKey(row.family) === key).map((row) => row.section),
  );
}

function assertEditor(actor: Actor): void {
  if (!(SECTION_LIBRARY_EDITOR_ROLES as readonly string[]).includes(actor.role))
    throw new ForbiddenError('Only an Admin or an engineer (User) can change the company section library');
}

/** The engine's own check: the section resolves, and its name is not a catalogue section's. */
function checkSection(section: CompanySectionInput): void {
  if (findSection(section.name).ok)
    throw new FieldError(
      'section.name',
      `${section.name} is in the AISC catalogue already; give the library section a name of its own`,
    );
  let resolved: ReturnType<typeof resolveSection>;
  try {
    resolved = resolveSection(section);
  } catch (err) {
    throw new FieldError('section', (err as Error).message);
  }
  if (!resolved.ok) throw new FieldError('section', resolved.message);
}
