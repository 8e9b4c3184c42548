/**
 * The shell's support chat widget against a fake support service: the player's question is sent and the
 * bot's answer shows; the stream brings the agent's typing and answer live and the unread count; the
 * payment consultant mode opens the payment queue; a visitor chats with a token and no files; signing in claims it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES, type SiteConfigChat } from '@arena/domain';
import { FakeEventSource, renderApp } from '@arena/testing';
import { SupportChat } from './support-chat.tsx';
import { PAYMENT_CONSULTANT_STORAGE_KEY } from './consultant-config.ts';

const CHAT: SiteConfigChat = { consultantId: 'arena', providerByLanguage: { '*': { provider: 'arena-chat', enabled: true } }, colors: { primary: '#123456' }, organizationName: 'Arena', host: 'chat.arena.local' };
const message = (id: number, author: string, text: string) => ({ id, author, text, created_at: 1, attachments: [] });
const conversation = (messages: unknown[], state = 'bot', unread = 0) => ({ chat: { id: 7, queue: 'general', state, unread, messages } });

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('support chat widget', () => {
  it('sends the question, shows the bot answer, then the agent typing and answer arriving live', async () => {
    const onUnread = vi.fn();
    const app = await renderApp(<SupportChat chat={CHAT} visible onClose={() => undefined} onUnread={onUnread} />, {
      session: {},
      http: {
        'POST /support-api/chat': { body: conversation([]) },
        'POST /support-api/chat/7/stream': { body: { ticket: 'tk' } },
        'POST /support-api/chat/7/messages': { body: conversation([message(1, 'player', 'how do I withdraw money'), message(2, 'bot', 'Deposits and withdrawals\nOpen My account\n/en/rules/1/deposits-withdrawals')], 'bot', 1) },
        'POST /support-api/chat/7/seen': { body: conversation([], 'bot', 0) },
      },
    });
    await vi.waitFor(() => expect(app.http.bodiesSentTo('POST', '/support-api/chat')).toEqual([{ queue: 'general' }]));
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe('/support-api/chat-stream?ticket=tk'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'how do I withdraw money' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(app.http.bodiesSentTo('POST', '/support-api/chat/7/messages')).toEqual([{ text: 'how do I withdraw money' }]);
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/en/rules/1/deposits-withdrawals');

    act(() => FakeEventSource.last!.emit('state', { state: 'active' }));
    act(() => FakeEventSource.last!.emit('typing', { author: 'agent' }));
    expect(screen.getByTestId('support-chat-typing').textContent).toBe('The operator is typing…');
    act(() => FakeEventSource.last!.emit('message', message(3, 'agent', 'Hello, I am Anna.')));
    act(() => FakeEventSource.last!.emit('unread', { count: 2 }));
    expect(screen.getAllByTestId('support-chat-message').at(-1)!.textContent).toBe('OperatorHello, I am Anna.');
    expect(screen.queryByTestId('support-chat-typing')).toBeNull();
    expect(onUnread).toHaveBeenCalledWith(2);
  });

  it('payment_consultant: the chat opens the payment queue', async () => {
    sessionStorage.setItem(PAYMENT_CONSULTANT_STORAGE_KEY, '1');
    const app = await renderApp(<SupportChat chat={CHAT} visible onClose={() => undefined} onUnread={() => undefined} />, {
      session: {},
      http: { 'POST /support-api/chat': { body: { chat: { ...conversation([]).chat, queue: 'payment' } } }, 'POST /support-api/chat/7/stream': { body: { ticket: 'tk' } } },
    });
    await vi.waitFor(() => expect(app.http.bodiesSentTo('POST', '/support-api/chat')).toEqual([{ queue: 'payment' }]));
    expect(screen.getByTestId('support-chat').getAttribute('data-mode')).toBe('payment');
  });

  it('attaching: a picture goes to the conversation with the draft as its caption; a wrong type is refused before sending, a quota refusal is explained', async () => {
    const sent = { ...message(1, 'player', 'My receipt'), attachments: [{ id: 4, file_name: 'receipt.png', mime: 'image/png', size: 2048 }] };
    const app = await renderApp(<SupportChat chat={CHAT} visible onClose={() => undefined} onUnread={() => undefined} />, {
      session: {},
      http: {
        'POST /support-api/chat': { body: conversation([]) },
        'POST /support-api/chat/7/stream': { body: { ticket: 'tk' } },
        'POST /support-api/chat/7/attachments': [{ body: conversation([sent]) }, { status: 400, body: { code: 'daily_attachments_limit', message: 'quota' } }],
      },
    });
    await vi.waitFor(() => expect((screen.getByLabelText('Attach a file') as HTMLInputElement).disabled).toBe(false));
    const picker = screen.getByLabelText('Attach a file') as HTMLInputElement;
    expect(picker.accept).toBe('.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');

    await act(async () => fireEvent.change(picker, { target: { files: [new File(['MZ'], 'setup.exe')] } }));
    expect(screen.getByTestId('support-chat-file-problem').textContent).toBe('Only JPG, PNG and PDF files can be sent.');
    expect(app.http.bodiesSentTo('POST', '/support-api/chat/7/attachments')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'My receipt' } });
    await act(async () => fireEvent.change(picker, { target: { files: [new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' })] } }));
    const form = app.http.bodiesSentTo('POST', '/support-api/chat/7/attachments')[0] as FormData;
    expect([form.get('text'), (form.get('file') as File).name]).toEqual(['My receipt', 'receipt.png']);
    expect(screen.getByTestId('support-chat-attachment').textContent).toBe('📎 receipt.png (2 KB)');
    expect(screen.queryByTestId('support-chat-file-problem')).toBeNull();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');

    await act(async () => fireEvent.change(picker, { target: { files: [new File([new Uint8Array(10)], 'second.pdf')] } }));
    expect(screen.getByTestId('support-chat-file-problem').textContent).toBe('You have sent as many files as support can accept for now. Please try again later.');
  });

  it('a file over the shared size limit is refused before sending, with the limit in the text', async () => {
    const app = await renderApp(<SupportChat chat={CHAT} visible onClose={() => undefined} onUnread={() => undefined} />, {
      session: {},
      http: { 'POST /support-api/chat': { body: conversation([]) }, 'POST /support-api/chat/7/stream': { body: { ticket: 'tk' } } },
    });
    await vi.waitFor(() => expect((screen.getByLabelText('Attach a file') as HTMLInputElement).disabled).toBe(false));
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'scan.pdf');
    await act(async () => fireEvent.change(screen.getByLabelText('Attach a file'), { target: { files: [big] } }));
    expect(screen.getByTestId('support-chat-file-problem').textContent).toBe('The file is larger than 2 MB.');
    expect(app.http.bodiesSentTo('POST', '/support-api/chat/7/attachments')).toEqual([]);
  });

  it('a visitor chats without an account: the server’s token is kept for the tab and is the key of every call; no attach button, a note and the login instead', async () => {
    const app = await renderApp(<SupportChat chat={CHAT} visible onClose={() => undefined} onUnread={() => undefined} />, {
      session: null,
      http: {
        'POST /support-api/visitor-chat': { body: { ...conversation([]), token: 'visitor-token' } },
        'POST /support-api/visitor-chat/stream': { body: { ticket: 'tk' } },
        'POST /support-api/visitor-chat/messages': { body: conversation([message(1, 'player', 'как вывести деньги'), message(2, 'bot', 'Пополнение и вывод денег')], 'bot') },
        'POST /support-api/visitor-chat/human': { body: conversation([message(1, 'player', 'как вывести деньги'), message(3, 'bot', 'Соединяю с оператором.')], 'waiting') },
      },
    });
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toBe('/support-api/chat-stream?ticket=tk'));
    expect(app.http.bodiesSentTo('POST', '/support-api/visitor-chat')).toEqual([{ queue: 'general' }]);
    expect(sessionStorage.getItem('arena-visitor-chat-token')).toBe('visitor-token');
    expect(app.http.callsTo('/support-api/visitor-chat/stream')[0]!.headers).toMatchObject({ 'x-visitor-token': 'visitor-token' });
    expect(screen.queryByLabelText('Attach a file')).toBeNull();
    expect(screen.getByTestId('support-chat-visitor').textContent).toContain('You are writing as a guest.');

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'как вывести деньги' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const sent = app.http.callsTo('/support-api/visitor-chat/messages')[0]!;
    expect([sent.body, sent.headers]).toEqual([{ text: 'как вывести деньги' }, expect.objectContaining({ 'x-visitor-token': 'visitor-token' })]);
    expect(screen.getAllByTestId('support-chat-message').at(-1)!.textContent).toContain('Пополнение и вывод денег');
    await act(async () => fireEvent.click(screen.getByTestId('support-chat-human')));
    expect(screen.getByTestId('support-chat-log').getAttribute('data-state')).toBe('waiting');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(app.emitted('modal:open')).toEqual([{ kind: 'login' }]);
  });

  it('signed in with a visitor token of this tab: the visitor’s chat is claimed for the player’s history before the player’s chat opens, and the token is forgotten', async () => {
    sessionStorage.setItem('arena-visitor-chat-token', 'visitor-token');
    const app = await renderApp(<SupportChat chat={CHAT} visible onClose={() => undefined} onUnread={() => undefined} />, {
      session: {},
      http: {
        'POST /support-api/visitor-chat/claim': { body: { moved: 1 } },
        'POST /support-api/chat': { body: conversation([message(1, 'player', 'как вывести деньги')], 'waiting') },
        'POST /support-api/chat/7/stream': { body: { ticket: 'tk' } },
      },
    });
    await vi.waitFor(() => expect(app.http.bodiesSentTo('POST', '/support-api/chat')).toEqual([{ queue: 'general' }]));
    const order = app.http.calls.map((c) => c.path).filter((path) => path === '/support-api/visitor-chat/claim' || path === '/support-api/chat');
    expect(order).toEqual(['/support-api/visitor-chat/claim', '/support-api/chat']);
    expect(app.http.callsTo('/support-api/visitor-chat/claim')[0]!.headers).toMatchObject({ 'x-visitor-token': 'visitor-token' });
    expect(sessionStorage.getItem('arena-visitor-chat-token')).toBeNull();
    expect(screen.getByLabelText('Attach a file')).toBeTruthy();
  });
});
