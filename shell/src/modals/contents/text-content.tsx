/**
 * The shell's rendering of a `text` kind (modal-kinds.ts): the body text (open props `text` override
 * the dictionary one), an optional link, and the kind's buttons (open props `actions` override them:
 * `with-controls` is opened with the caller's own buttons).
 */
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import type { ModalContentSpec } from '../modal-kinds.ts';
import { actionsFromProps, sitePath, type ModalAction } from '../modal-actions.ts';
import { useText } from '../../platform/use-text.ts';
import { useModalAction } from './use-modal-actions.ts';

type TextSpec = Extract<ModalContentSpec, { type: 'text' }>;

/** A link from open props: a site path or an https address only (never javascript: or data: URLs). */
function safeHref(value: unknown): string | null {
  return typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https:\/\//.test(value)) ? value : null;
}

export function TextContent({ spec, props, close }: { spec: TextSpec; props: Record<string, unknown>; close: () => void }) {
  const t = useText();
  const run = useModalAction(close);
  const user = useBusState('user');
  const variant = !user && spec.guest ? spec.guest : spec;
  const body = typeof props['text'] === 'string' ? props['text'] : t(variant.textKey);
  const actions: readonly ModalAction[] = actionsFromProps(props['actions']) ?? variant.actions;
  const propsHref = safeHref(props['href']);
  const link = propsHref
    ? { href: propsHref, label: typeof props['linkText'] === 'string' ? props['linkText'] : propsHref, action: null }
    : spec.link
      ? { href: sitePath(bus.getState('language'), spec.link.path), label: t(spec.link.labelKey), action: { do: 'navigate', path: spec.link.path } as ModalAction }
      : null;
  return (
    <div className="arena-modal__builtin" data-testid="modal-text-content">
      <p data-testid="modal-text">{body}</p>
      {link && (
        <p>
          <a
            href={link.href}
            data-testid="modal-link"
            onClick={(event) => {
              if (!link.action) return;
              event.preventDefault();
              run(link.action);
            }}
          >
            {link.label}
          </a>
        </p>
      )}
      <div className="arena-modal__actions">
        {actions.map((action, index) => (
          <button
            key={`${action.do}-${index}`}
            type="button"
            className={`arena-btn ${action.primary ? 'arena-btn--accent' : 'arena-btn--ghost'}`}
            data-action={action.do}
            onClick={() => run(action)}
          >
            {action.label ?? t(action.labelKey ?? 'ok')}
          </button>
        ))}
      </div>
    </div>
  );
}
