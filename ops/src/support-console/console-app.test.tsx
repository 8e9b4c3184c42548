/**
 * The support agents' console against a fake support API: signs in with the operator token, lists the
 * waiting conversation with its unread count, opens it, shows the player's typing and new messages live
 * (SSE), and answers with the token.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, createHttpClient, type FakeFetch } from '@arena/http';
import type { ArenaI18n } from '@arena/i18n';
import { FakeEventSource } from '@arena/testing';
import { OpsI18nContext, startOpsI18n } from '../page/ops-i18n.ts';
import { ConsoleApp } from './console-app.tsx';

const TEXTS = {
  signIn: { token: 'Operator token', submit: 'Sign in' },
  signOut: 'Sign out',
  support: { title: 'Support console', queue: 'Conversations', empty: 'No one is waiting.', pick: 'Choose a conversation.', queue_general: 'General', state_waiting: 'waiting', state_active: 'in progress', bot: 'Assistant', agent: 'Operator', typing: 'The player is typing…', reply: 'Your answer', attach: 'Attach', send: 'Send', close: 'Close', closed: 'Closed.', visitor: 'Guest (not signed in)' },
};

const SUMMARY = { id: 5, queue: 'general', state: 'waiting', player: 'demo', subject: 'как вывести деньги', agent: null, language: 'ru', updated_at: 1, unread: 1, visitor: false };
const message = (id: number, author: string, text: string) => ({ id, author, text, created_at: 1, attachments: [] });
const chatOf = (messages: unknown[], state = 'waiting') => ({ chat: { id: 5, queue: 'general', state, unread: 0, messages }, player: 'demo' });

let api: FakeFetch;
let i18n: ArenaI18n;

beforeEach(async () => {
  const dictionaries = createFakeFetch().on('GET', /^\/dictionary-api\/en\/common$/, { body: {} }).on('GET', '/dictionary-api/en/ops', { body: TEXTS });
  i18n = await startOpsI18n('en', createHttpClient({ fetch: dictionaries, getLanguage: () => 'en' }));
  const first = [message(1, 'player', 'как вывести деньги'), message(2, 'bot', 'Соединяю с оператором.')];
  api = createFakeFetch()
    .on('GET', '/support-api/agent/conversations', { body: { conversations: [SUMMARY] } })
    .on('POST', '/support-api/agent/stream', { body: { ticket: 'tk' } })
    .on('GET', '/support-api/agent/conversations/5', { body: chatOf(first) }, { body: chatOf([...first, message(3, 'player', 'Вы тут?')]) })
    .on('POST', '/support-api/agent/conversations/5/typing', { status: 204 })
    .on('POST', '/support-api/agent/conversations/5/messages', { body: chatOf([...first, message(3, 'player', 'Вы тут?'), message(4, 'agent', 'Да, помогу.')], 'active') });
  vi.stubGlobal('fetch', api);
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the support console', () => {
  it('lists the waiting conversation with its unread count, follows it live and answers with the token', async () => {
    render(
      <OpsI18nContext.Provider value={i18n}>
        <ConsoleApp language="en" />
      </OpsI18nContext.Provider>,
    );
    await userEvent.type(screen.getByLabelText('Operator token'), 'support-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const conversation = await screen.findByTestId('console-conversation');
    expect(conversation.textContent).toContain('demo · General · waiting');
    expect(screen.getByTestId('console-unread').textContent).toBe('1');
    expect(api.callsTo('/support-api/agent/conversations')[0]!.headers).toMatchObject({ authorization: 'Bearer support-secret' });
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe('/support-api/agent-stream?ticket=tk'));

    await userEvent.click(conversation);
    expect((await screen.findAllByTestId('console-message')).map((m) => m.textContent)).toEqual(['demoкак вывести деньги', 'AssistantСоединяю с оператором.']);
    act(() => FakeEventSource.last!.emit('queue', { conversations: [{ ...SUMMARY, unread: 0 }] }));
    expect(screen.queryByTestId('console-unread')).toBeNull();
    act(() => FakeEventSource.last!.emit('typing', { chatId: 5 }));
    expect(screen.getByTestId('console-typing').textContent).toBe('The player is typing…');
    act(() => FakeEventSource.last!.emit('message', { chatId: 5, message: message(3, 'player', 'Вы тут?') }));
    await vi.waitFor(() => expect(screen.getAllByTestId('console-message')).toHaveLength(3));

    await userEvent.type(screen.getByTestId('console-reply'), 'Да, помогу.');
    await userEvent.click(screen.getByTestId('console-send'));
    await vi.waitFor(() => expect(screen.getByTestId('console-chat').getAttribute('data-state')).toBe('active'));
    const sent = api.callsTo('/support-api/agent/conversations/5/messages')[0]!;
    expect(sent.body).toEqual({ text: 'Да, помогу.' });
    expect(sent.headers).toMatchObject({ authorization: 'Bearer support-secret' });
    expect(api.callsTo('/support-api/agent/conversations/5/typing').length).toBeGreaterThan(0);
  });
});

describe('the support console: the player’s files, visitors', () => {
  it('marks a visitor’s chat as a guest; shows the file on the player’s message and downloads it from the agent API with the token', async () => {
    const withFile = { ...message(1, 'player', 'My receipt'), attachments: [{ id: 9, file_name: 'receipt.png', mime: 'image/png', size: 200 }] };
    api = createFakeFetch()
      .on('GET', '/support-api/agent/conversations', { body: { conversations: [SUMMARY, { ...SUMMARY, id: 6, player: '', visitor: true }] } })
      .on('POST', '/support-api/agent/stream', { body: { ticket: 'tk' } })
      .on('GET', '/support-api/agent/conversations/5', { body: chatOf([withFile]) })
      .on('GET', '/support-api/agent/attachments/9', { body: 'png-bytes' });
    vi.stubGlobal('fetch', api);
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    cleanup(); // the first test's console is still mounted (no automatic cleanup in this project's setup)
    render(
      <OpsI18nContext.Provider value={i18n}>
        <ConsoleApp language="en" />
      </OpsI18nContext.Provider>,
    );
    await userEvent.type(screen.getByLabelText('Operator token'), 'support-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const [own, guest] = await screen.findAllByTestId('console-conversation');
    expect(guest!.textContent).toContain('Guest (not signed in) · General');
    await userEvent.click(own!);
    const file = await screen.findByTestId('console-attachment');
    expect(file.textContent).toBe('📎 receipt.png');
    await userEvent.click(file);
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/support-api/agent/attachments/9')[0]!.headers).toMatchObject({ authorization: 'Bearer support-secret' });
  });
});
