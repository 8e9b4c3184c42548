/**
 * The player's files in the support chat (support/README.md, "Chat"): the same upload rules (@arena/domain
 * uploadRules: JPG, PNG or PDF by their first bytes, ≤ 2 MB) and quotas (support-quotas.ts) as a ticket's
 * files. The owner downloads them from `/support-api/attachments/:id`, agents from the console's API.
 */
import { PlayerChatAttachmentUpload, SupportChatAnswer, SupportIdParams } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { officeBadRequest } from '../../profile/office-errors.ts';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import type { ApiContext } from '../../shared/context.ts';
import { readUpload } from '../upload.ts';
import { assertAttachmentQuota } from '../support-quotas.ts';
import type { ChatHub } from './chat-hub.ts';
import { chatView, playerAttaches, requirePlayerChat } from './chat-service.ts';
import { chatById } from './chat-store.ts';

const IdParam = SupportIdParams;

export const chatAttachmentRoutes: FastifyPluginAsync<{ ctx: ApiContext; hub: ChatHub }> = async (plain, { ctx, hub }) => {
  const api = plain.withTypeProvider<TypeBoxTypeProvider>();

  /** multipart: one `file` and an optional `text` (the caption; the file's name without one). */
  api.post(
    '/support-api/chat/:id/attachments',
    { preHandler: requireUser(ctx), schema: { params: IdParam, body: PlayerChatAttachmentUpload, response: { 200: SupportChatAnswer } } },
    async (request) => {
      const user = ctx.repos.users.byId(authedUser(request).user.id)!;
      const chat = requirePlayerChat(ctx, user, request.params.id);
      if (chat.state === 'closed') throw officeBadRequest('ticket_closed');
      // The count before reading the body (a refused file is not received); count and size again where it is stored.
      assertAttachmentQuota(ctx, user.id, chat.id);
      const upload = await readUpload(request);
      const text = (upload.fields['text'] ?? '').trim().slice(0, 2000) || upload.fileName;
      playerAttaches(ctx, hub, user, chat, text, { fileName: upload.fileName, mime: upload.mime, data: upload.data });
      return { chat: chatView(ctx, chatById(ctx, chat.id)!, 'player') };
    },
  );
};
