/** Issue 17 item 9: a dictionary failure shows spec §8's notice (built-in texts), not raw keys. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryLoadError } from '@arena/i18n';
import { DictionaryErrorView } from './dictionary-error.tsx';

afterEach(cleanup);

describe('dictionary failure notice (spec §8)', () => {
  it('shows main_dictionary_load_error, the refresh hint and a refresh button in ru, with the status code forwarded', () => {
    const reload = vi.fn();
    render(<DictionaryErrorView state={{ status: 'error', error: dictionaryLoadError(503, 'ru', 'auth') }} language="ru" reload={reload} />);
    const notice = screen.getByTestId('dictionary-error');
    expect(notice.getAttribute('data-status-code')).toBe('503');
    expect(screen.getByRole('heading').textContent).toBe('Не удалось загрузить тексты сайта');
    expect(notice.textContent).toContain('Обновите страницу, чтобы попробовать ещё раз');
    fireEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(notice.textContent).not.toContain('main_dictionary_load_error');
  });

  it('en texts for other languages; nothing while dictionaries load or are ready', () => {
    const { rerender } = render(<DictionaryErrorView state={{ status: 'error', error: dictionaryLoadError(0, 'en', 'common') }} language="en" reload={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('The site texts could not be loaded');
    rerender(<DictionaryErrorView state={{ status: 'ready' }} language="en" reload={() => {}} />);
    expect(screen.queryByTestId('dictionary-error')).toBeNull();
    rerender(<DictionaryErrorView state={{ status: 'loading' }} language="en" reload={() => {}} />);
    expect(screen.queryByTestId('dictionary-error')).toBeNull();
  });

  it('in the page language for every interface language (issue 20): Kazakh and Arabic built in too', () => {
    const { rerender } = render(<DictionaryErrorView state={{ status: 'error', error: dictionaryLoadError(500, 'kz', 'common') }} language="kz" reload={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Сайт мәтіндерін жүктеу мүмкін болмады');
    rerender(<DictionaryErrorView state={{ status: 'error', error: dictionaryLoadError(500, 'ar', 'common') }} language="ar" reload={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('تحديث الصفحة');
  });
});
