/** The test APIs' answer guard: an answer outside its response schema fails the test instead of losing data. */
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { answerProblems, guardAnswerSchema } from './answer-schema-guard.ts';

const Answer = Type.Object({ id: Type.Integer(), name: Type.String(), tags: Type.Array(Type.Object({ code: Type.String() })) });

describe('answer schema guard', () => {
  it('passes an answer that fits', () => {
    expect(answerProblems(Answer, { id: 1, name: 'a', tags: [{ code: 'x' }] })).toEqual([]);
  });

  it('names a field the serialiser would drop, a null string and a fraction where an integer is declared', () => {
    expect(answerProblems(Answer, { id: 1, name: 'a', tags: [{ code: 'x', extra: 1 }], more: true })).toEqual([
      '(answer).tags[0].extra is not in the schema (the serialiser would drop it)',
      '(answer).more is not in the schema (the serialiser would drop it)',
    ]);
    expect(answerProblems(Answer, { id: 1.5, name: null, tags: [] }).length).toBeGreaterThan(0);
  });

  it('checks the union branch the answer fits, and lets records and unknowns through', () => {
    const Union = Type.Union([Type.Object({ ok: Type.Literal(true), token: Type.String() }), Type.Object({ ok: Type.Literal(false) })]);
    expect(answerProblems(Union, { ok: true, token: 't' })).toEqual([]);
    expect(answerProblems(Union, { ok: false, token: 't' })).toEqual(['(answer).token is not in the schema (the serialiser would drop it)']);
    expect(answerProblems(Type.Record(Type.String(), Type.Number()), { a: 1 })).toEqual([]);
    expect(answerProblems(Type.Object({ data: Type.Unknown() }), { data: { any: 1 } })).toEqual([]);
  });

  it('turns a route answer outside its schema into a failure', async () => {
    const app = Fastify({ logger: false });
    app.addHook('preSerialization', guardAnswerSchema);
    app.get('/drop', { schema: { response: { 200: Answer } } }, async () => ({ id: 1, name: 'a', tags: [], secret: 'lost' }));
    app.get('/fit', { schema: { response: { 200: Answer } } }, async () => ({ id: 1, name: 'a', tags: [] }));
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect((await app.inject({ url: '/drop' })).statusCode).toBe(500);
    } finally {
      console.error = errors;
    }
    expect((await app.inject({ url: '/fit' })).json()).toEqual({ id: 1, name: 'a', tags: [] });
    await app.close();
  });
});
