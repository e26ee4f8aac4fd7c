import { PROFILE } from '../../domain/files/resource.ts';
import { AvatarBody, type StoredFile } from '../../domain/storages.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { audit } from '../db/audit.ts';
import { bodyOf } from '../resources/body.ts';
import { serve } from '../resources/serve.ts';
import { claimFiles } from './references.ts';

/**
 * The signed-in member's own picture (profile page): read and replaced by its owner only, so
 * the routes take no id. The old picture is no longer referenced and the sweep removes it.
 */
export function avatarRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, PROFILE, {
    avatar: async (request) => {
      const row = await db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', ctx.user(request).id)
        .executeTakeFirstOrThrow();
      return { avatar: row.avatar };
    },
    setAvatar: async (request) => {
      const me = ctx.user(request);
      const { avatar } = bodyOf(request, AvatarBody);
      const kept: StoredFile | null = avatar && { name: avatar.name, uri: avatar.uri };
      await db.transaction().execute(async (trx) => {
        if (kept) await claimFiles(trx, 'member-avatar', [kept], 'avatar');
        const before = await trx
          .selectFrom('users')
          .select('avatar')
          .where('id', '=', me.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ avatar: kept && JSON.stringify(kept) })
          .where('id', '=', me.id)
          .execute();
        await audit(trx, {
          actorId: me.id,
          entity: 'user',
          entityId: me.id,
          action: 'update',
          before: { avatar: before.avatar },
          after: { avatar: kept },
          // a super-admin is invisible to everyone else, on the change feed too
          audience: me.role === 'super-admin' ? { restrictTo: ['super-admin'] } : {},
        });
      });
      return { avatar: kept };
    },
  });
}

export default avatarRoutes satisfies AreaRoutes;
