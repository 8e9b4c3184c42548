import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bus } from '@arena/event-bus';
import { renderApp } from '@arena/testing';
import { ModalHost } from './modal-host.tsx';
import { connectModals, modalStack, registerModalContent, type ModalContentProps } from './modal-service.ts';

function Question({ props, close }: ModalContentProps) {
  return (
    <div>
      <p>{String(props['question'])}</p>
      <button type="button" onClick={close}>Answer</button>
    </div>
  );
}

describe('modal host', () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectModals(bus);
  });
  afterEach(() => {
    disconnect();
    act(() => modalStack.close({ kind: 'user-question' }));
    act(() => modalStack.close({ kind: 'team-cash' }));
  });

  it('modal:open from any app shows the dialog; Escape closes it and unlocks scroll', async () => {
    await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'team-cash' }));
    expect(screen.getByRole('dialog', { name: 'Team cash' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('a kind no app registered shows its own content from the kinds table, never a placeholder', async () => {
    await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'team-cash' }));
    expect(screen.getByTestId('modal-text').textContent).toBe('Top up your account or withdraw your winnings through the cash desk.');
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it('registered content gets the open props and can close its modal', async () => {
    const off = registerModalContent('user-question', async () => Question);
    await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'user-question', props: { question: 'Is it you?' } }));
    expect(await screen.findByText('Is it you?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    off();
  });

  it('registered content that fails to load falls back to the kind\'s own content', async () => {
    const off = registerModalContent('team-cash', async () => {
      throw new Error('chunk failed');
    });
    await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'team-cash' }));
    expect(await screen.findByTestId('modal-text-content')).toBeTruthy();
    off();
  });

  it('an app-owned kind whose app failed to load says so and offers a reload (spec §8)', async () => {
    const off = registerModalContent('login', async () => {
      throw new Error('chunk failed');
    });
    await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'login' }));
    expect((await screen.findByTestId('modal-load-error')).textContent).toContain('This window could not be loaded. Please refresh the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    act(() => modalStack.close({ kind: 'login' }));
    off();
  });

  it('focus is trapped: Tab from the last control wraps to the first', async () => {
    await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'team-cash' }));
    const dialog = screen.getByRole('dialog');
    const buttons = dialog.querySelectorAll('button');
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('after unmount the host no longer reacts to Escape (listeners released)', async () => {
    const { unmount } = await renderApp(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'team-cash' }));
    unmount();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modalStack.list().map((m) => m.kind)).toEqual(['team-cash']);
  });
});
