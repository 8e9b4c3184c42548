/**
 * Spec §2 "Modal and notification kinds" as data, in one place: every kind the modal service knows, with
 * its size, behaviour and CONTENT. Content is one of
 * - `text`: the shell renders a dictionary text (open props `text` override it) and the kind's buttons;
 * - `shell`: a shell component with its own logic (modals/contents/, e.g. the account conversion);
 * - `app`: registered at boot by the app that owns it (`registerModalContent`, e.g. the auth app's login).
 * Every kind has content: there is no "not available" placeholder (modal-kinds.test.ts checks).
 */
import type { ModalAction } from './modal-actions.ts';

export type ModalSize = 'small' | 'medium' | 'large' | 'wide95' | 'full';

export type ModalContentSpec =
  | {
      type: 'text';
      /** Dictionary key of the body text. */
      textKey: string;
      actions: readonly ModalAction[];
      /** A link under the text (alert with link); open props `href` and `linkText` override it. */
      link?: { labelKey: string; path: string };
      /** What a visitor (nobody signed in) sees instead, when the kind means something else to them. */
      guest?: { textKey: string; actions: readonly ModalAction[] };
    }
  | { type: 'shell' }
  | { type: 'app'; owner: string };

export interface ModalKindSpec {
  size: ModalSize;
  /** Escape, the close button and a backdrop click close it. false for decisions the user must take. */
  dismissible: boolean;
  /** alertdialog for interruptions that need an answer (screen readers announce them at once). */
  role: 'dialog' | 'alertdialog';
  /** Dictionary key of the default title (spec §5: the notification modal has a default title). */
  titleKey: string;
  /** Closes by itself after this long (spec §9: one modal helper auto-closes after 10 s). */
  autoCloseMs?: number;
  content: ModalContentSpec;
}

const OK: ModalAction = { labelKey: 'ok', do: 'close', primary: true };
const DEPOSIT: ModalAction = { labelKey: 'modal_action_deposit', do: 'navigate', path: 'office/recharge', primary: true };

type TextExtra = Partial<Pick<Extract<ModalContentSpec, { type: 'text' }>, 'link' | 'guest'>>;

const text = (textKey: string, actions: readonly ModalAction[] = [OK], extra: TextExtra = {}): ModalContentSpec => ({
  type: 'text',
  textKey,
  actions,
  ...extra,
});
const SHELL: ModalContentSpec = { type: 'shell' };

const dialog = (size: ModalSize, titleKey: string, content: ModalContentSpec, extra: Partial<ModalKindSpec> = {}): ModalKindSpec => ({
  size,
  dismissible: true,
  role: 'dialog',
  titleKey,
  content,
  ...extra,
});

export const MODAL_KINDS = {
  'default': dialog('medium', 'modal_default_title', text('modal_default_text')),
  'maintenance': dialog('medium', 'maintenance_title', text('maintenance_text')),
  'alert': dialog('small', 'modal_alert_title', text('modal_alert_text'), { role: 'alertdialog' }),
  'permanent-alert': dialog('small', 'modal_alert_title', text('modal_alert_text'), { role: 'alertdialog', dismissible: false }),
  // The auto-closing helper: a short confirmation that needs no answer.
  'snackbar': dialog('small', 'done', text('modal_snackbar_text'), { autoCloseMs: 10_000 }),
  // Opened after a registration (modal-triggers.ts); for a visitor, by the auth app's deposit-provider
  // opening of registration (spec §4): then it offers the registration that comes with the bonus.
  'registration-first-deposit': dialog('medium', 'modal_first_deposit_title', text('modal_first_deposit_text', [
    DEPOSIT,
    { labelKey: 'modal_action_set_limits', do: 'open', kind: 'set-limits' },
    { labelKey: 'modal_action_later', do: 'close' },
  ], {
    guest: { textKey: 'modal_first_deposit_guest_text', actions: [{ labelKey: 'registration', do: 'open', kind: 'registration', primary: true }, { labelKey: 'modal_action_later', do: 'close' }] },
  })),
  'registration-request-sent': dialog('small', 'modal_request_sent_title', text('modal_request_sent_text')),
  'alert-with-link': dialog('small', 'modal_alert_title', text('modal_alert_link_text', [OK], { link: { labelKey: 'modal_action_rules', path: 'rules' } }), { role: 'alertdialog' }),
  // Its buttons usually come from the opener: props.actions (ModalAction[]).
  'with-controls': dialog('medium', 'modal_default_title', text('modal_with_controls_text', [OK])),
  'welcome': dialog('medium', 'modal_welcome_title', text('modal_welcome_text', [
    { labelKey: 'modal_action_to_line', do: 'navigate', path: 'line', primary: true },
    { ...DEPOSIT, primary: false },
  ])),
  'cookies-agree-mobile': dialog('full', 'cookies_title', SHELL, { dismissible: false }),
  'reality-check-reminder': dialog('small', 'modal_reality_check_title', { type: 'app', owner: 'shell/responsible-gaming' }, { role: 'alertdialog', dismissible: false }),
  'paybills-out-of-service': dialog('small', 'modal_paybills_title', text('modal_paybills_text', [
    { labelKey: 'modal_action_other_methods', do: 'navigate', path: 'office/recharge', primary: true },
    { labelKey: 'ok', do: 'close' },
  ])),
  'auto-logoff': dialog('small', 'modal_auto_logoff_title', text('modal_auto_logoff_text', [
    { labelKey: 'login', do: 'open', kind: 'login', primary: true },
    { labelKey: 'ok', do: 'close' },
  ])),
  'banker': dialog('small', 'modal_banker_title', text('modal_banker_text')),
  'convert-main-account': dialog('medium', 'modal_convert_account_title', SHELL),
  'convert-additional-account': dialog('medium', 'modal_convert_account_title', SHELL),
  'insights': dialog('large', 'modal_insights_title', text('modal_insights_text', [
    { labelKey: 'modal_action_statistics', do: 'navigate', path: 'statistic', primary: true },
    { labelKey: 'modal_action_results', do: 'navigate', path: 'results' },
  ])),
  'new-site-information': dialog('large', 'modal_new_site_title', text('modal_new_site_text')),
  'auth-bonus': dialog('medium', 'modal_auth_bonus_title', text('modal_auth_bonus_text', [
    { labelKey: 'modal_action_my_bonuses', do: 'navigate', path: 'office/bonuses/deposit', primary: true },
    { labelKey: 'modal_action_later', do: 'close' },
  ])),
  'set-limits': dialog('medium', 'modal_set_limits_title', text('modal_set_limits_text', [
    { labelKey: 'modal_action_set_limits', do: 'navigate', path: 'office/responsible', primary: true },
    { labelKey: 'modal_action_not_now', do: 'close' },
  ])),
  'team-cash': dialog('medium', 'modal_team_cash_title', text('modal_team_cash_text', [
    DEPOSIT,
    { labelKey: 'modal_action_withdraw', do: 'navigate', path: 'office/deduce' },
  ])),
  'web-push-agree': dialog('small', 'modal_web_push_title', SHELL),
  'mobile-cash': dialog('medium', 'modal_mobile_cash_title', text('modal_mobile_cash_text', [
    DEPOSIT,
    { labelKey: 'modal_action_terminals', do: 'navigate', path: 'cash_terminals' },
  ])),
  'user-question': dialog('medium', 'modal_user_question_title', text('modal_user_question_text', [
    { labelKey: 'modal_action_support', do: 'navigate', path: 'office/support', primary: true },
    { labelKey: 'modal_action_contacts', do: 'navigate', path: 'contacts' },
  ])),
  'support-request-history': dialog('large', 'modal_support_history_title', text('modal_support_history_text', [
    { labelKey: 'modal_action_my_requests', do: 'navigate', path: 'office/payment/requests', primary: true },
    { labelKey: 'modal_action_new_request', do: 'navigate', path: 'office/payment/create-request' },
  ])),
  // Spec §2: registration opens as a 95%-wide modal, login as a full-width one.
  'registration': dialog('wide95', 'registration', { type: 'app', owner: '@arena/auth' }),
  'login': dialog('full', 'login', { type: 'app', owner: '@arena/auth' }),
  'forgot-password': dialog('medium', 'modal_forgot_password_title', { type: 'app', owner: '@arena/auth' }),
} as const satisfies Record<string, ModalKindSpec>;

export type ModalKind = keyof typeof MODAL_KINDS;

export function isModalKind(kind: string): kind is ModalKind {
  return Object.prototype.hasOwnProperty.call(MODAL_KINDS, kind);
}

export function modalKindSpec(kind: string): ModalKindSpec {
  return isModalKind(kind) ? MODAL_KINDS[kind] : MODAL_KINDS.default;
}
