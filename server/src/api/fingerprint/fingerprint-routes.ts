/**
 * The hosted fingerprint script (GET /fingerprint/fp.js) and the call it makes to get a server-issued
 * token (POST /fingerprint-api/issue). Sensitive calls check the token (fingerprint-guard.ts).
 */
import { FingerprintAnswer as FingerprintAnswerSchema, FingerprintIssueRequest, NotJson } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FingerprintAnswer } from '@arena/domain';
import { TTL, type ContextOptions } from '../shared/context.ts';

/** Defines window.ArenaFingerprint with ready and run(): Promise<{ token, expiresAt, data }>. */
const SCRIPT = `(function () {
  'use strict';
  function collect() {
    var n = typeof navigator !== 'undefined' ? navigator : {};
    var s = typeof screen !== 'undefined' ? screen : {};
    return {
      userAgent: String(n.userAgent || ''),
      language: String(n.language || ''),
      platform: String(n.platform || ''),
      screen: [s.width || 0, s.height || 0, s.colorDepth || 0].join('x'),
      timeZone: (function () { try { return Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (e) { return ''; } })()
    };
  }
  var api = {
    ready: true,
    run: function () {
      var data = collect();
      return fetch('/fingerprint-api/issue', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: data })
      }).then(function (r) {
        if (!r.ok) throw new Error('fingerprint issue failed: ' + r.status);
        return r.json();
      }).then(function (answer) {
        return { token: answer.token, expiresAt: answer.expiresAt, data: data };
      });
    }
  };
  (typeof window !== 'undefined' ? window : globalThis).ArenaFingerprint = api;
})();
`;

export const fingerprintRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/fingerprint/fp.js', { schema: { response: { 200: NotJson } } }, async (_request, reply) => {
    reply.header('Content-Type', 'application/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return SCRIPT;
  });

  api.post(
    '/fingerprint-api/issue',
    {
      schema: {
        body: FingerprintIssueRequest,
        response: { 200: FingerprintAnswerSchema },
      },
    },
    async (): Promise<FingerprintAnswer> => {
      const signed = ctx.tokens.sign('fp', 0, '', TTL.fingerprint);
      return { token: signed.token, expiresAt: signed.expiresAt };
    },
  );
};
