import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '@arena/event-bus';
import { AreaPlaceholder } from './area-placeholder.tsx';

afterEach(() => {
  cleanup();
  bus.setState('route', null);
});

describe('area placeholder', () => {
  it('shows the area title, the matched route and its params, and the SEO description — never head tags', () => {
    bus.setState('route', { id: 'casino-game', params: { lng: 'ru', gameId: '7' }, layout: 'main' });
    const { container } = render(<AreaPlaceholder area="casino" title="Casino" description="Slots and live casino." />);
    expect(screen.getByRole('heading', { name: 'Casino' })).toBeTruthy();
    expect(screen.getByTestId('app-casino').dataset.routeId).toBe('casino-game');
    expect(screen.getByTestId('route-params').textContent).toContain('gameId7');
    expect(screen.getByTestId('seo-meta').textContent).toBe('Slots and live casino.');
    expect(container.querySelector('title, meta')).toBeNull();
  });

  it('follows the route on the bus', () => {
    render(<AreaPlaceholder area="news" title="News" description="" />);
    act(() => bus.setState('route', { id: 'news-article', params: { lng: 'en', slug: 'x' }, layout: 'main' }));
    expect(screen.getByTestId('route-id').textContent).toBe('news-article');
  });
});
