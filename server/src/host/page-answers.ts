/**
 * What the host asks the backend before it serves a page: the page's facts (status, redirect) and its head
 * by the shared rules (head-html.ts), in one lookup. Without a backend, or when the head lookup fails, the
 * generic head (the facts then asked alone): the page is still served. The answer is the same for everyone
 * asking for a page in the same second, so it is looked up once (render/micro-cache.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listeningOrigin } from '../platform/public-origin.ts';
import type { PageFacts, SiteFacts } from '../platform/site-facts.ts';
import { pageHeadHtml, type PageHeadInput } from './head-html.ts';
import { createMicroCache } from './render/micro-cache.ts';

export interface PageAnswer {
  facts: PageFacts;
  /** The page's head tags; absent for the generic head. */
  head?: string;
}

export interface PageAnswerOptions {
  siteFacts?: SiteFacts | undefined;
  /** ARENA_PUBLIC_ORIGIN; without it the origin the server listens on. */
  publicOrigin?: string | null | undefined;
}

const NO_FACTS: PageFacts = { status: 200, redirect: null };

export function createPageAnswers(app: FastifyInstance, { siteFacts, publicOrigin }: PageAnswerOptions) {
  const factsFor = async (request: FastifyRequest, facts: SiteFacts, pathname: string): Promise<PageFacts> => {
    try {
      return await facts.pageFacts(pathname);
    } catch (error) {
      // A failed lookup serves the page: the client router applies the same redirect rule, the app decides what to show.
      request.log.warn(`site facts: ${(error as Error).message}`);
      return NO_FACTS;
    }
  };
  const lookUp = async (request: FastifyRequest, facts: SiteFacts, input: PageHeadInput): Promise<PageAnswer> => {
    try {
      const answer = await facts.pageHead(input.pathname, input.lang, input.origin);
      if (answer.facts.redirect) return { facts: answer.facts };
      return { facts: answer.facts, head: pageHeadHtml(answer, input) };
    } catch (error) {
      request.log.warn(`page head: ${(error as Error).message}`);
      return { facts: await factsFor(request, facts, input.pathname) };
    }
  };
  const answers = createMicroCache<PageAnswer>(app);
  return (request: FastifyRequest, pathname: string, lang: string, unrouted: boolean): Promise<PageAnswer> => {
    if (!siteFacts) return Promise.resolve({ facts: NO_FACTS });
    // Never the request's Host header: any client can send any Host (issue 32, finding 8).
    const origin = publicOrigin ?? listeningOrigin(request.server.server, request.protocol === 'https', 0);
    const input: PageHeadInput = { pathname, search: new URL(request.url, 'http://host').search, lang, origin, unrouted };
    return answers.get([pathname, input.search, lang, origin, unrouted].join('\0'), () => lookUp(request, siteFacts, input));
  };
}
