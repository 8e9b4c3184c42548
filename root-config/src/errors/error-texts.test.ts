import { describe, expect, it } from 'vitest';
import { errorText, ERROR_TEXTS } from './error-texts.ts';

describe('error page texts (spec §8)', () => {
  it("404: 'This page could not be found'", () => expect(errorText(404)).toBe('This page could not be found'));
  it("500 and unknown middleware: 'Unknown middleware'", () => expect(errorText(500)).toBe('Unknown middleware'));
  it("an error inside the error page: 'An error occurred while showing the error page'", () =>
    expect(ERROR_TEXTS.errorPageFailed).toBe('An error occurred while showing the error page'));
});
