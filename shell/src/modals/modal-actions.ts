/**
 * What a modal's buttons do, as data (modal-kinds.ts lists them per kind; `with-controls` takes them in
 * its open props). Framework-free: `runModalAction` performs one against injected effects, so the
 * kinds' behaviour is unit-tested without a browser.
 */
import type { ModalOpenPayload } from '@arena/event-bus';

interface ActionBase {
  /** Dictionary key of the label; `label` (already translated, from open props) wins when given. */
  labelKey?: string;
  label?: string;
  /** The accent (main) button of the modal. */
  primary?: boolean;
}

export type ModalAction = ActionBase &
  (
    | { do: 'close' }
    /** Closes the modal and goes to a page of the site: `path` without the language segment ('office/recharge'). */
    | { do: 'navigate'; path: string }
    /** Replaces this modal with another kind (e.g. first deposit → set limits). */
    | { do: 'open'; kind: string; props?: Record<string, unknown> }
    | { do: 'reload' }
  );

export interface ModalActionEffects {
  close(): void;
  navigate(url: string): void;
  open(payload: ModalOpenPayload): void;
  reload(): void;
  language(): string;
}

/** The site URL of a language-relative path ('' is the language home). */
export function sitePath(language: string, path: string): string {
  const clean = path.replace(/^\/+/, '');
  return clean ? `/${language}/${clean}` : `/${language}/`;
}

export function runModalAction(action: ModalAction, effects: ModalActionEffects): void {
  switch (action.do) {
    case 'close':
      effects.close();
      return;
    case 'navigate':
      effects.close();
      effects.navigate(sitePath(effects.language(), action.path));
      return;
    case 'open':
      effects.close();
      effects.open({ kind: action.kind, ...(action.props ? { props: action.props } : {}) });
      return;
    case 'reload':
      effects.reload();
  }
}

const ACTION_KINDS = new Set(['close', 'navigate', 'open', 'reload']);

/** Actions passed in open props (with-controls): only well-formed ones survive, the rest are dropped. */
export function actionsFromProps(value: unknown): ModalAction[] | null {
  if (!Array.isArray(value)) return null;
  const valid = value.filter((a): a is ModalAction => {
    if (!a || typeof a !== 'object') return false;
    const action = a as Record<string, unknown>;
    if (!ACTION_KINDS.has(String(action['do']))) return false;
    if (typeof action['label'] !== 'string' && typeof action['labelKey'] !== 'string') return false;
    if (action['do'] === 'navigate' && typeof action['path'] !== 'string') return false;
    return !(action['do'] === 'open' && typeof action['kind'] !== 'string');
  });
  return valid.length ? valid : null;
}
