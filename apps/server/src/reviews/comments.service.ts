// A project's comments chat: anyone who may view the project reads and writes it; the owner and
// the assigned reviewer hear of a new comment.
import { randomUUID } from 'node:crypto';
import type { AddCommentBody, Comment, CommentsResponse } from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { notifyUsers } from '../notifications/notify';
import { checkProjectAccess, loadProjectAccess } from '../projects/project-access';
import { fullName } from '../shared/full-name';
import { insertComment, listComments } from './comments.repository';
import { toComment } from './reviews.mapper';

export class CommentsService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, projectId: string): Promise<CommentsResponse> {
    const { row } = await checkProjectAccess(this.db, actor, projectId);
    return { comments: (await listComments(this.db, actor.companyId, row.id)).map(toComment) };
  }

  async add(actor: Actor, body: Required<AddCommentBody>): Promise<Comment> {
    return this.db.transaction(async (tx) => {
      const { row } = await loadProjectAccess(tx, actor, body.projectId);
      const author = fullName(actor);
      const comment = await insertComment(tx, {
        id: randomUUID(),
        projectId: row.id,
        companyId: actor.companyId,
        authorId: actor.id,
        authorName: author,
        body: body.body,
      });
      await recordActivity(tx, actor, {
        action: 'project.comment',
        message: `Commented on ${row.name}`,
        projectId: row.id,
      });
      const preview = body.body.length > 200 ? `${body.body.slice(0, 197)}...` : body.body;
      await notifyUsers(
        tx,
        actor.companyId,
        [row.ownerId, row.assignedReviewerId],
        {
          kind: 'comment',
          title: `New comment on ${row.name}`,
          message: `${author}: ${preview}`,
          projectId: row.id,
        },
        actor.id,
      );
      return toComment(comment);
    });
  }
}
