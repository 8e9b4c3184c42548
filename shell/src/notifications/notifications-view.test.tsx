import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bus } from '@arena/event-bus';
import { renderApp } from '@arena/testing';
import { connectNotifications, notificationQueue } from './notification-service.ts';
import { NotificationsView } from './notifications-view.tsx';

describe('notifications view', () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectNotifications(bus);
  });
  afterEach(() => {
    disconnect();
    act(() => notificationQueue.dispose());
  });

  it('four default notify events show only three; closing one brings in the fourth', async () => {
    await renderApp(<NotificationsView />);
    act(() => {
      for (const n of [1, 2, 3, 4]) bus.emit('notify', { kind: 'default', text: `N${n}`, permanent: true });
    });
    expect(screen.getAllByTestId('notification-default').map((e) => e.textContent)).toEqual([
      expect.stringContaining('N1'), expect.stringContaining('N2'), expect.stringContaining('N3'),
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByTestId('notification-default').map((e) => e.textContent)).toEqual([
      expect.stringContaining('N2'), expect.stringContaining('N3'), expect.stringContaining('N4'),
    ]);
  });

  it("an error without a title shows the default 'main error' title", async () => {
    await renderApp(<NotificationsView />);
    act(() => bus.emit('notify', { kind: 'error', text: 'Oops', permanent: true }));
    expect(screen.getByRole('alert').textContent).toContain('Error');
  });
});
