/**
 * office/verification and office/identification: document uploads and their review.
 *   GET  /verification-api/:purpose            → { purpose, status, required, documents[] }
 *   POST /verification-api/:purpose/documents  multipart { kind, file } → the same answer (document pending)
 * purpose: verification | identification (the latter only while auth.identificationEnabled).
 * Reviews happen on the server clock (verification-rules.ts): due documents are decided when read.
 * Banned players may verify (spec §2: verification is ban-accessible).
 */
import { NoBody, VerificationPurposeParams as PurposeParam, VerificationState as StateSchema } from '@arena/contracts';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { UserRow } from '../db/repositories/users.ts';
import { installOfficeErrors, officeBadRequest, OfficeFailure } from '../profile/office-errors.ts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ApiContext, ContextOptions } from '../shared/context.ts';
import { readUpload } from '../support/upload.ts';
import {
  DOCUMENT_KINDS, isKindOf, purposeStatus, REVIEW_SECONDS, reviewDecision, uploadRefusal, type DocumentKind, type DocumentStatus, type Purpose,
} from './verification-rules.ts';

interface DocumentRow {
  id: number;
  user_id: number;
  purpose: Purpose;
  kind: DocumentKind;
  file_name: string;
  mime: string;
  size: number;
  status: DocumentStatus;
  reason: string | null;
  review_due_at: number;
  reviewed_at: number | null;
  created_at: number;
}

const COLUMNS = 'id, user_id, purpose, kind, file_name, mime, size, status, reason, review_due_at, reviewed_at, created_at';
const db = (ctx: ApiContext): Database => ctx.database.db;

function documentsOf(ctx: ApiContext, userId: number, purpose: Purpose): DocumentRow[] {
  return db(ctx).prepare<[number, string], DocumentRow>(`SELECT ${COLUMNS} FROM verification_documents WHERE user_id = ? AND purpose = ? ORDER BY id DESC LIMIT 100`).all(userId, purpose);
}

/** Decides every pending document whose review is due (the reviewer works on the server clock). */
export function reviewDue(ctx: ApiContext, user: UserRow): void {
  const now = ctx.clock.nowSeconds();
  const due = db(ctx).prepare<[number, number], DocumentRow>(`SELECT ${COLUMNS} FROM verification_documents WHERE user_id = ? AND status = 'pending' AND review_due_at <= ?`).all(user.id, now);
  const decide = db(ctx).prepare('UPDATE verification_documents SET status = ?, reason = ?, reviewed_at = ? WHERE id = ?');
  for (const doc of due) {
    const decision = reviewDecision(doc.size, user);
    decide.run(decision.status, decision.status === 'rejected' ? decision.reason : null, doc.review_due_at, doc.id);
  }
}

function stateOf(ctx: ApiContext, user: UserRow, purpose: Purpose) {
  reviewDue(ctx, ctx.repos.users.byId(user.id)!);
  const documents = documentsOf(ctx, user.id, purpose);
  const latest: Partial<Record<DocumentKind, DocumentStatus>> = {};
  for (const doc of documents) latest[doc.kind] ??= doc.status;
  return {
    purpose,
    status: purposeStatus(purpose, latest),
    required: [...DOCUMENT_KINDS[purpose]],
    documents: documents.map(({ id, kind, file_name, size, status, reason, created_at, reviewed_at }) => ({ id, kind, file_name, size, status, reason, created_at, reviewed_at })),
  };
}

export const verificationRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  installOfficeErrors(app);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const fresh = (request: FastifyRequest) => ctx.repos.users.byId(authedUser(request).user.id)!;
  const open = (purpose: Purpose) => {
    if (purpose === 'identification' && !ctx.siteConfig.get().auth.identificationEnabled) throw new OfficeFailure(404, 'identification_disabled', 'identification_disabled');
  };

  api.get('/verification-api/:purpose', { preHandler: requireUser(ctx), schema: { params: PurposeParam, response: { 200: StateSchema } } }, async (request) => {
    open(request.params.purpose);
    return stateOf(ctx, fresh(request), request.params.purpose);
  });

  api.post('/verification-api/:purpose/documents', { preHandler: requireUser(ctx), schema: { params: PurposeParam, body: NoBody, response: { 200: StateSchema } } }, async (request) => {
    const { purpose } = request.params;
    open(purpose);
    const user = fresh(request);
    const upload = await readUpload(request);
    const kind = upload.fields['kind'] ?? '';
    if (!isKindOf(purpose, kind)) throw officeBadRequest('invalid_fields', { fields: { kind: 'bad_format' } });
    reviewDue(ctx, user);
    const refusal = uploadRefusal(documentsOf(ctx, user.id, purpose).find((d) => d.kind === kind)?.status);
    if (refusal) throw officeBadRequest(refusal);
    const now = ctx.clock.nowSeconds();
    db(ctx)
      .prepare("INSERT INTO verification_documents (user_id, purpose, kind, file_name, mime, size, data, status, review_due_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)")
      .run(user.id, purpose, kind, upload.fileName, upload.mime, upload.data.length, upload.data, now + (ctx.env.demoMode ? REVIEW_SECONDS.demo : REVIEW_SECONDS.live), now);
    return stateOf(ctx, user, purpose);
  });
};
