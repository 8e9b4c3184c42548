import { describe, expect, it } from 'vitest';
import { checkAttachment, sniffMime } from './attachment-rules.ts';

const png = (size = 100) => { const b = new Uint8Array(size); b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]); return b; };
const pdf = new TextEncoder().encode('%PDF-1.7 minimal');

describe('attachment checks: type by content, size limit', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(sniffMime(png())).toBe('image/png');
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMime(pdf)).toBe('application/pdf');
    expect(sniffMime(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
  });
  it('accepts a PNG named .png and strips any path from its name', () => {
    expect(checkAttachment('C:\\docs\\passport.png', png())).toEqual({ ok: true, mime: 'image/png', fileName: 'passport.png' });
  });
  it('refuses an executable renamed to .pdf and a PDF named .png', () => {
    expect(checkAttachment('scan.pdf', new TextEncoder().encode('MZ not a pdf'))).toEqual({ ok: false, problem: 'file_type' });
    expect(checkAttachment('scan.png', pdf)).toEqual({ ok: false, problem: 'file_type' });
  });
  it('refuses empty files and files over the limit', () => {
    expect(checkAttachment('a.png', new Uint8Array())).toEqual({ ok: false, problem: 'file_missing' });
    expect(checkAttachment('a.png', png(2001), 2000)).toEqual({ ok: false, problem: 'file_too_large' });
    expect(checkAttachment('a.png', png(2000), 2000).ok).toBe(true);
  });
});

describe('support agent timing', () => {
  it('answers a ticket after 10 minutes and an appeal after a day on the server clock; a demo server at once', async () => {
    const { agentDelay } = await import('./support-texts.ts');
    expect([agentDelay('ticket', false), agentDelay('appeal', false)]).toEqual([600, 86_400]);
    expect([agentDelay('ticket', true), agentDelay('appeal', true)]).toEqual([0, 0]);
  });
});
