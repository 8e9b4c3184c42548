import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadProblem } from './upload-rules.ts';

describe('upload checks before sending', () => {
  it('accepts JPG, PNG and PDF up to 2 MB', () => {
    expect(uploadProblem({ name: 'scan.PDF', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'photo.jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
  });
  it('refuses other types, empty files and files over 2 MB', () => {
    expect(uploadProblem({ name: 'setup.exe', size: 10 })).toBe('upload_type');
    expect(uploadProblem({ name: 'a.png', size: 0 })).toBe('upload_missing');
    expect(uploadProblem(null)).toBe('upload_missing');
    expect(uploadProblem({ name: 'a.png', size: UPLOAD_MAX_BYTES + 1 })).toBe('upload_too_large');
  });
});
