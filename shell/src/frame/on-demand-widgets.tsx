/**
 * Widgets the first paint does not need, together in one chunk of the shell's folder: the support chat,
 * the registration and welcome widgets, the one-tap prompt, notices and the snowfall. They load when the
 * frame renders them (after the page is up), so the shell's entry file stays the frame itself.
 */
import { lazy, Suspense, type Attributes, type ComponentType } from 'react';
import { useHydrated } from '@arena/ui-kit';

/**
 * A lazily loaded component that renders nothing until its chunk arrives (and nothing if it fails:
 * widgets are optional). Nothing at all in the host's server render and while the page hydrates (the
 * server snapshot): they come after the page is up, in the browser.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & Attributes)} />
      </Suspense>
    );
  };
}

// One chunk for all of them (after-paint-widgets.ts): the module is fetched once, whichever asks first.
const widgets = () => import('./after-paint-widgets.ts');
export const SupportMultiButton = onDemand(() => widgets().then((m) => m.SupportMultiButton));
export const RegistrationWidget = onDemand(() => widgets().then((m) => m.RegistrationWidget));
export const WelcomeWidget = onDemand(() => widgets().then((m) => m.WelcomeWidget));
export const AdBlockNotice = onDemand(() => widgets().then((m) => m.AdBlockNotice));
export const UpdateNotice = onDemand(() => widgets().then((m) => m.UpdateNotice));
export const Snowfall = onDemand(() => widgets().then((m) => m.Snowfall));
export const OneTapPrompt = onDemand(() => widgets().then((m) => m.OneTapPrompt));
