import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@arena/event-bus';
import { DEFAULT_USER, dictionary, renderApp } from '@arena/testing';
import { AccountEditPage } from './account-edit-page.tsx';

const texts = dictionary('ru', 'office')!;
const profile = {
  login: 'demo', user_id: 1, email: 'demo@arena.test', phone_code: '7', phone_number: '9001234567', country_id: 1, currency_id: 1, created_at: 0,
  user_data: { name: 'Дима', surname: 'Демо', date_birthday: '1990-01-01', document_type_id: 0, inn: '', passport: '', passport_date: '', passport_end_date: '', registration_address: '' },
  protection_level: 30, protection_status: 'bad', protection_methods: { is_changed_password: true, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false }, security_question_id: 0, ban_level: 0, ban_version: 0, changed_pass_day_count: 0,
};
const PROFILE = '/office-api/profile';
const answers = { [`GET ${PROFILE}`]: { body: { data: profile } } };

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('account edit page', () => {
  it('shows the server problem under each refused field and keeps what was typed', async () => {
    // An e-mail another player uses is a problem only the server knows.
    const app = await renderApp(<AccountEditPage />, {
      language: 'ru',
      session: {},
      http: { ...answers, [`PUT ${PROFILE}`]: { status: 400, body: { code: 'invalid_fields', message: 'Проверьте поля формы', fields: { email: 'taken' } } } },
    });
    await screen.findByTestId('edit-save');
    fireEvent.change(input('email'), { target: { value: 'taken@arena.test' } });
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(screen.getByTestId('problem-email').textContent).toBe(texts['problem_taken']);
    expect(screen.getByTestId('edit-failure').textContent).toBe('Проверьте поля формы');
    expect(input('email').value).toBe('taken@arena.test');
    expect(app.http.bodiesSentTo('PUT', PROFILE)).toEqual([expect.objectContaining({ email: 'taken@arena.test', name: 'Дима' })]);
  });

  it('refuses with the shared profile rules before sending (INN 123, a minor’s birth date): nothing is sent', async () => {
    const app = await renderApp(<AccountEditPage />, { language: 'ru', session: {}, http: answers });
    await screen.findByTestId('edit-save');
    fireEvent.change(input('inn'), { target: { value: '123' } });
    fireEvent.change(input('date_birthday'), { target: { value: '2020-01-01' } });
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(screen.getByTestId('problem-inn').textContent).toBe(texts['problem_bad_format']);
    expect(screen.getByTestId('problem-date_birthday').textContent).toBe(texts['problem_too_young']);
    expect(input('inn').value).toBe('123');
    expect(app.http.callsTo(PROFILE).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('checks the required fields before sending anything', async () => {
    const app = await renderApp(<AccountEditPage />, { language: 'ru', session: {}, http: answers });
    await screen.findByTestId('edit-save');
    fireEvent.change(input('surname'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(screen.getByTestId('problem-surname').textContent).toBe(texts['problem_required']);
    expect(app.http.callsTo(PROFILE).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a second read of the profile (the session restored while the page was open) keeps what was typed', async () => {
    const app = await renderApp(<AccountEditPage />, { language: 'ru', http: answers });
    await screen.findByTestId('edit-save');
    fireEvent.change(input('name'), { target: { value: 'Анна' } });
    act(() => bus.setState('user', DEFAULT_USER));
    await vi.waitFor(() => expect(app.http.callsTo(PROFILE)).toHaveLength(2));
    // The second answer lands in the next microtasks; let the page apply it before reading the field.
    await act(async () => undefined);
    expect(input('name').value).toBe('Анна');
  });
});
