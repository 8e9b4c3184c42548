import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { focusFirst, lockScroll, trapTab } from './focus-trap.ts';
import type { OpenModal } from './modal-registry.ts';
import { modalRegistry, modalStack, type ModalContent } from './modal-service.ts';
import { useText } from '../platform/use-text.ts';
import { TextContent } from './contents/text-content.tsx';
import { SHELL_MODAL_CONTENTS } from './contents/shell-contents.tsx';
import { logger } from '@arena/utils';

const subscribeStack = (l: () => void) => modalStack.subscribe(l);

/** Loads the registered content of a kind (re-resolving when an app registers it later); a failed load counts as missing. */
function useContent(kind: string): ModalContent | null | 'missing' {
  const loader = useSyncExternalStore(modalRegistry.subscribe, () => modalRegistry.loaderFor(kind), () => modalRegistry.loaderFor(kind));
  const [content, setContent] = useState<{ loader: unknown; component: ModalContent | 'missing' } | null>(null);
  useEffect(() => {
    if (!loader) return;
    let live = true;
    loader().then(
      (component) => live && setContent({ loader, component }),
      (error: unknown) => {
        logger.warn('modal content failed to load', { kind, error });
        if (live) setContent({ loader, component: 'missing' });
      },
    );
    return () => {
      live = false;
    };
  }, [loader, kind]);
  if (!loader) return 'missing';
  return content?.loader === loader ? content.component : null;
}

/**
 * Registered content wins (apps may replace a kind's content); otherwise the kind's own content from
 * modal-kinds.ts. Only an app-owned kind whose app failed to load has nothing to show: it says so and
 * offers a reload (spec §8: a load failure gets a refresh button).
 */
function ModalBody({ modal, close }: { modal: OpenModal; close: () => void }) {
  const t = useText();
  const Content = useContent(modal.kind);
  if (Content === null) return <div className="arena-spinner" role="progressbar" aria-label={t('progress')} />;
  if (Content !== 'missing') return <Content props={modal.props} close={close} />;
  const spec = modal.spec.content;
  if (spec.type === 'text') return <TextContent spec={spec} props={modal.props} close={close} />;
  const Shell = spec.type === 'shell' ? SHELL_MODAL_CONTENTS[modal.kind] : undefined;
  if (Shell) return <Shell props={modal.props} close={close} />;
  return (
    <div className="arena-modal__builtin" data-testid="modal-load-error">
      <p>{t('modal_load_error')}</p>
      <button type="button" className="arena-btn arena-btn--accent" onClick={() => window.location.reload()}>{t('reload')}</button>
    </div>
  );
}

function ModalWindow({ modal, isTop }: { modal: OpenModal; isTop: boolean }) {
  const t = useText();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => modalStack.close({ id: modal.id });
  useEffect(() => {
    if (!isTop || !ref.current) return;
    const opener = document.activeElement as HTMLElement | null;
    focusFirst(ref.current);
    return () => opener?.focus?.();
  }, [isTop]);
  useEffect(() => {
    if (!isTop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && modal.spec.dismissible) {
        event.stopPropagation();
        close();
      } else if (ref.current) trapTab(ref.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const title = typeof modal.props['title'] === 'string' ? modal.props['title'] : t(modal.spec.titleKey);
  return (
    <div className="arena-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && modal.spec.dismissible && close()} hidden={!isTop}>
      <div
        ref={ref}
        className={`arena-modal arena-modal--${modal.spec.size}`}
        role={modal.spec.role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        data-kind={modal.kind}
      >
        <header className="arena-modal__head">
          <h2 id={titleId}>{title}</h2>
          {modal.spec.dismissible && (
            <button type="button" className="arena-modal__close" aria-label={t('close')} onClick={close}>×</button>
          )}
        </header>
        <div className="arena-modal__body">
          <ModalBody modal={modal} close={close} />
        </div>
      </div>
    </div>
  );
}

/** The overlay container: every open modal, the top one interactive; page scroll locked while any is open. */
export function ModalHost() {
  const modals = useSyncExternalStore(subscribeStack, modalStack.list, modalStack.list);
  const anyOpen = modals.length > 0;
  useEffect(() => (anyOpen ? lockScroll() : undefined), [anyOpen]);
  return (
    <div className="arena-overlay" data-testid="overlay-container">
      {modals.map((m, i) => (
        <ModalWindow key={m.id} modal={m} isTop={i === modals.length - 1} />
      ))}
    </div>
  );
}
