/**
 * GET /betting-api/live/feed on a host whose backend runs apart: answered here from the host's one
 * upstream subscription (live-relay.ts) instead of being forwarded stream by stream. The route is
 * registered beside the forwarding of /betting-api/*, and a route of its own wins over that wildcard.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { openEventSink } from '../platform/event-stream.ts';
import { lastEventId, LiveFeedQuery, parseIds } from '../platform/live/live-feed-query.ts';
import { LiveRelay, type LiveRelayOptions } from './live-relay.ts';

export const liveRelayRoute: FastifyPluginAsync<LiveRelayOptions> = async (app, options) => {
  const relay = new LiveRelay(options);
  const streams = new Set<() => void>();

  app.withTypeProvider<TypeBoxTypeProvider>().get('/betting-api/live/feed', { schema: { querystring: LiveFeedQuery } }, async (request, reply) => {
    // The stop runs only once the client goes or the server closes, after `remove` is set below.
    const sink = openEventSink(request, reply, streams, () => remove(), { compress: true });
    const remove = relay.add(sink, parseIds(request.query.ids), lastEventId(request.headers['last-event-id'], request.query.lastEventId));
  });

  // Streams never end by themselves: end them before the server's close waits for them (as the backend does).
  app.addHook('preClose', async () => {
    for (const stop of [...streams]) stop();
    relay.close();
  });
};
