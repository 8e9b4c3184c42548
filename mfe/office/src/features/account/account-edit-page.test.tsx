import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '@arena/http';

const bus = vi.hoisted(() => ({ user: { userId: 1, login: 'demo', banLevel: 0, banVersion: 0 } as { userId: number; login: string; banLevel: number; banVersion: number } | null }));
vi.mock('@arena/ui-kit', () => ({
  useBusState: (key: string) => (key === 'language' ? 'ru' : key === 'user' ? bus.user : null),
  useArenaTranslation: () => ({ t: (key: string) => key, ready: true }),
  Link: ({ children }: { children: unknown }) => children,
}));
const profile = {
  login: 'demo', user_id: 1, email: 'demo@arena.test', phone_code: '7', phone_number: '9001234567', country_id: 1, currency_id: 1, created_at: 0,
  user_data: { name: 'Дима', surname: 'Демо', date_birthday: '1990-01-01', document_type_id: 0, inn: '', passport: '', passport_date: '', passport_end_date: '', registration_address: '' },
  protection_level: 30, protection_status: 'bad', protection_methods: {}, security_question_id: 0, ban_level: 0, ban_version: 0, changed_pass_day_count: 0,
};
const saveProfile = vi.fn();
vi.mock('../../platform/office-api.ts', () => ({ officeApi: { profile: () => Promise.resolve(profile), saveProfile: (edit: unknown) => saveProfile(edit) } }));
const { AccountEditPage } = await import('./account-edit-page.tsx');

afterEach(() => {
  cleanup();
  saveProfile.mockReset();
  bus.user = { userId: 1, login: 'demo', banLevel: 0, banVersion: 0 };
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('account edit page', () => {
  it('shows the server problem under each refused field and keeps what was typed', async () => {
    saveProfile.mockRejectedValue(new HttpError({ status: 400, kind: 'http', url: '/office-api/profile', body: { code: 'invalid_fields', message: 'Проверьте поля формы', fields: { inn: 'bad_format' } } }));
    render(<AccountEditPage />);
    await screen.findByTestId('edit-save');
    fireEvent.change(input('inn'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(screen.getByTestId('problem-inn').textContent).toBe('problem_bad_format');
    expect(screen.getByTestId('edit-failure').textContent).toBe('Проверьте поля формы');
    expect(input('inn').value).toBe('123');
    expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ inn: '123', name: 'Дима' }));
  });

  it('checks the required fields before sending anything', async () => {
    render(<AccountEditPage />);
    await screen.findByTestId('edit-save');
    fireEvent.change(input('surname'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(screen.getByTestId('problem-surname').textContent).toBe('problem_required');
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('a second read of the profile (the session restored while the page was open) keeps what was typed', async () => {
    bus.user = null;
    const view = render(<AccountEditPage />);
    await screen.findByTestId('edit-save');
    fireEvent.change(input('name'), { target: { value: 'Анна' } });
    bus.user = { userId: 1, login: 'demo', banLevel: 0, banVersion: 0 };
    view.rerender(<AccountEditPage />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(input('name').value).toBe('Анна');
  });
});
