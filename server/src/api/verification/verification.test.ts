import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';
import { multipart, pngOf } from '../support/support-test-support.ts';
import { purposeStatus, reviewDecision, uploadRefusal } from './verification-rules.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

const upload = (token: string, purpose: string, kind: string, size: number) => {
  const body = multipart({ kind }, { name: `${kind}.png`, data: pngOf(size) });
  return t.app.inject({ method: 'POST', url: `/verification-api/${purpose}/documents`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
type State = { status: string; documents: Array<{ kind: string; status: string; reason: string | null }> };

describe('verification rules', { timeout: 30_000 }, () => {
  it('a purpose is verified only when every required document is', () => {
    expect(purposeStatus('verification', { identity: 'verified' })).toBe('none');
    expect(purposeStatus('verification', { identity: 'verified', selfie: 'pending' })).toBe('pending');
    expect(purposeStatus('verification', { identity: 'verified', selfie: 'rejected' })).toBe('rejected');
    expect(purposeStatus('verification', { identity: 'verified', selfie: 'verified' })).toBe('verified');
  });
  it('rejects unreadable scans and players without personal data; only rejected documents may be sent again', () => {
    const person = { name: 'A', surname: 'B', date_birthday: '1990-01-01' };
    expect(reviewDecision(1000, person)).toEqual({ status: 'rejected', reason: 'low_quality' });
    expect(reviewDecision(10_000, { ...person, surname: '' })).toEqual({ status: 'rejected', reason: 'profile_incomplete' });
    expect(reviewDecision(10_000, person)).toEqual({ status: 'verified' });
    expect([uploadRefusal(undefined), uploadRefusal('rejected'), uploadRefusal('pending'), uploadRefusal('verified')]).toEqual([null, null, 'document_pending', 'document_already_verified']);
  });
});

describe('verification documents: pending → verified / rejected on the server clock', { timeout: 30_000 }, () => {
  it('an upload stays pending until the review is due, then is decided', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const profile = { name: 'Дмитрий', surname: 'Демо', email: 'demo@arena.test', date_birthday: '1990-01-01', document_type_id: 0, inn: '', passport: '', passport_date: '', passport_end_date: '', registration_address: '' };
    expect((await t.app.inject({ method: 'PUT', url: '/office-api/profile', headers: bearer(token), payload: profile })).statusCode).toBe(200);
    const sent = t.json<State>(await upload(token, 'verification', 'identity', 20_000));
    expect(sent).toMatchObject({ status: 'pending', documents: [{ kind: 'identity', status: 'pending' }] });
    expect(t.json(await upload(token, 'verification', 'identity', 20_000))).toMatchObject({ code: 'document_pending' });
    await upload(token, 'verification', 'selfie', 1000);
    t.clock.advance(61_000);
    const fresh = await t.login('demo', 'Demo1234!');
    const decided = t.json<State>(await t.app.inject({ url: '/verification-api/verification', headers: bearer(fresh) }));
    expect(decided.status).toBe('rejected');
    expect(decided.documents).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'identity', status: 'verified' }),
      expect.objectContaining({ kind: 'selfie', status: 'rejected', reason: 'low_quality' }),
    ]));
    // The rejected selfie may be sent again; the verified identity may not.
    expect(t.json(await upload(fresh, 'verification', 'identity', 20_000))).toMatchObject({ code: 'document_already_verified' });
    expect(t.json<State>(await upload(fresh, 'verification', 'selfie', 20_000)).status).toBe('pending');
  });

  it('refuses a kind the purpose does not need and a non-image file', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    expect(t.json(await upload(token, 'verification', 'address', 20_000))).toMatchObject({ code: 'invalid_fields' });
    const body = multipart({ kind: 'identity' }, { name: 'id.png', data: Buffer.from('GIF89a not allowed') });
    const gif = await t.app.inject({ method: 'POST', url: '/verification-api/verification/documents', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(t.json(gif)).toMatchObject({ code: 'file_type' });
  });

  it('identification is closed when the site config turns it off', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    expect((await t.app.inject({ url: '/verification-api/identification', headers: bearer(token) })).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: '/test-api/config', payload: { auth: { identificationEnabled: false } } });
    expect((await t.app.inject({ url: '/verification-api/identification', headers: bearer(token) })).statusCode).toBe(404);
  });
});
