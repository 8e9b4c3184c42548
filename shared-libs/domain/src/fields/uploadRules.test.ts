import { describe, expect, it } from 'vitest';
import { checkUpload, sniffUploadMime, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadNameProblem } from './uploadRules.ts';

const png = (size = 100) => {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
};
const pdf = new TextEncoder().encode('%PDF-1.7 minimal');

describe('upload rule, before sending (the form): JPG, PNG and PDF by name, up to 2 MB', () => {
  it('accepts JPG, PNG and PDF up to 2 MB', () => {
    expect(uploadNameProblem({ name: 'scan.PDF', size: 1000 })).toBeNull();
    expect(uploadNameProblem({ name: 'photo.jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.jpg', '.jpeg', '.png', '.pdf', 'image/jpeg', 'image/png', 'application/pdf']));
  });
  it('refuses other types, empty files and files over 2 MB', () => {
    expect(uploadNameProblem({ name: 'setup.exe', size: 10 })).toBe('type');
    expect(uploadNameProblem({ name: 'a.png', size: 0 })).toBe('missing');
    expect(uploadNameProblem(null)).toBe('missing');
    expect(uploadNameProblem({ name: 'a.png', size: UPLOAD_MAX_BYTES + 1 })).toBe('too_large');
  });
});

describe('upload rule, on arrival (the server): type by content, size limit', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(sniffUploadMime(png())).toBe('image/png');
    expect(sniffUploadMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffUploadMime(pdf)).toBe('application/pdf');
    expect(sniffUploadMime(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
  });
  it('accepts a PNG named .png and strips any path from its name', () => {
    expect(checkUpload('C:\\docs\\passport.png', png())).toEqual({ ok: true, mime: 'image/png', fileName: 'passport.png' });
  });
  it('refuses an executable renamed to .pdf and a PDF named .png', () => {
    expect(checkUpload('scan.pdf', new TextEncoder().encode('MZ not a pdf'))).toEqual({ ok: false, problem: 'type' });
    expect(checkUpload('scan.png', pdf)).toEqual({ ok: false, problem: 'type' });
  });
  it('refuses empty files and files over the limit; the form and the server share the 2 MB', () => {
    expect(checkUpload('a.png', new Uint8Array())).toEqual({ ok: false, problem: 'missing' });
    expect(checkUpload('a.png', png(2001), 2000)).toEqual({ ok: false, problem: 'too_large' });
    expect(checkUpload('a.png', png(2000), 2000).ok).toBe(true);
    expect(checkUpload('a.png', png(UPLOAD_MAX_BYTES + 1))).toEqual({ ok: false, problem: 'too_large' });
  });
});
