/**
 * Spec §2 "Modal and notification kinds" as data: every kind the modal service knows, with its size
 * and behaviour. Content comes from the registry (modal-registry.ts): apps register a loader per kind;
 * kinds with a `builtIn` text are rendered by the shell itself when nobody registered content.
 */
export type ModalSize = 'small' | 'medium' | 'large' | 'wide95' | 'full';

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
  /** Dictionary key of a text the shell shows itself when no app registered content for the kind. */
  builtIn?: string;
}

const dialog = (size: ModalSize, titleKey: string, extra: Partial<ModalKindSpec> = {}): ModalKindSpec => ({
  size,
  dismissible: true,
  role: 'dialog',
  titleKey,
  ...extra,
});

export const MODAL_KINDS = {
  'default': dialog('medium', 'modal_default_title', { builtIn: 'modal_default_text' }),
  'maintenance': dialog('medium', 'maintenance_title', { builtIn: 'maintenance_text' }),
  'alert': dialog('small', 'modal_alert_title', { role: 'alertdialog' }),
  'permanent-alert': dialog('small', 'modal_alert_title', { role: 'alertdialog', dismissible: false }),
  // The auto-closing helper: a short confirmation that needs no answer.
  'snackbar': dialog('small', 'done', { autoCloseMs: 10_000 }),
  'registration-first-deposit': dialog('medium', 'modal_first_deposit_title'),
  'registration-request-sent': dialog('small', 'modal_request_sent_title', { builtIn: 'modal_request_sent_text' }),
  'alert-with-link': dialog('small', 'modal_alert_title', { role: 'alertdialog' }),
  'with-controls': dialog('medium', 'modal_default_title'),
  'welcome': dialog('medium', 'modal_welcome_title', { builtIn: 'modal_welcome_text' }),
  'cookies-agree-mobile': dialog('full', 'cookies_title'),
  'reality-check-reminder': dialog('small', 'modal_reality_check_title', { role: 'alertdialog', dismissible: false }),
  'paybills-out-of-service': dialog('small', 'modal_paybills_title', { builtIn: 'modal_paybills_text' }),
  'auto-logoff': dialog('small', 'modal_auto_logoff_title', { builtIn: 'modal_auto_logoff_text' }),
  'banker': dialog('small', 'modal_banker_title', { builtIn: 'modal_banker_text' }),
  'convert-main-account': dialog('medium', 'modal_convert_account_title'),
  'convert-additional-account': dialog('medium', 'modal_convert_account_title'),
  'insights': dialog('large', 'modal_insights_title'),
  'new-site-information': dialog('large', 'modal_new_site_title', { builtIn: 'modal_new_site_text' }),
  'auth-bonus': dialog('medium', 'modal_auth_bonus_title'),
  'set-limits': dialog('medium', 'modal_set_limits_title'),
  'team-cash': dialog('medium', 'modal_team_cash_title'),
  'web-push-agree': dialog('small', 'modal_web_push_title', { builtIn: 'modal_web_push_text' }),
  'mobile-cash': dialog('medium', 'modal_mobile_cash_title'),
  'user-question': dialog('medium', 'modal_user_question_title'),
  'support-request-history': dialog('large', 'modal_support_history_title'),
  // Spec §2: registration opens as a 95%-wide modal, login as a full-width one.
  'registration': dialog('wide95', 'registration'),
  'login': dialog('full', 'login'),
  'forgot-password': dialog('medium', 'modal_forgot_password_title'),
} as const satisfies Record<string, ModalKindSpec>;

export type ModalKind = keyof typeof MODAL_KINDS;

export function isModalKind(kind: string): kind is ModalKind {
  return Object.prototype.hasOwnProperty.call(MODAL_KINDS, kind);
}

export function modalKindSpec(kind: string): ModalKindSpec {
  return isModalKind(kind) ? MODAL_KINDS[kind] : MODAL_KINDS.default;
}
