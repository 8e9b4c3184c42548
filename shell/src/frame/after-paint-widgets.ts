/**
 * Every widget the frame loads after the page is up (on-demand-widgets.tsx), in one chunk: they are all
 * asked for in the same moment, right after hydration, so one request serves them where seven small
 * chunks (and the helpers they share) each paid their own request and headers (issue 26: JS transferred).
 */
export { SupportMultiButton } from '../chat/support-multi-button.tsx';
export { RegistrationWidget } from '../registration-widget/registration-widget.tsx';
export { WelcomeWidget } from '../widgets/welcome-widget.tsx';
export { AdBlockNotice } from '../widgets/adblock-notice.tsx';
export { UpdateNotice } from '../widgets/update-notice.tsx';
export { Snowfall } from '../widgets/snowfall.tsx';
export { OneTapPrompt } from '../widgets/one-tap-prompt.tsx';
