/**
 * The accounts menu's "Convert" entry (spec §2 convert main / additional account modals, spec §4
 * convert-account reminder statuses): while the menu is open the server's convert status says whether a
 * conversion is possible and which way — 1 main → additional, 2 additional → main, 0 none (no entry).
 * Asked each time the menu opens, because any bet, deposit or conversion changes the answer.
 */
import { useEffect, useState } from 'react';
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { CONVERT_STATUS_PATH, convertKindForStatus } from '../modals/modal-triggers.ts';
import type { TextFn } from '../platform/use-text.ts';
import { convertStatusAnswer } from '@arena/contracts/answer-checks';
import './account-convert-entry.css';

/** The convert modal kind the player may open now, null when none (or while unknown / on failure). */
export function useConvertKind(menuOpen: boolean): string | null {
  const [kind, setKind] = useState<string | null>(null);
  useEffect(() => {
    if (!menuOpen) return;
    let live = true;
    http.get<unknown>(CONVERT_STATUS_PATH).then(convertStatusAnswer).then(
      (answer) => live && setKind(convertKindForStatus(answer.status)),
      () => live && setKind(null),
    );
    return () => {
      live = false;
    };
  }, [menuOpen]);
  return menuOpen ? kind : null;
}

export function AccountConvertEntry({ kind, t, onChosen }: { kind: string | null; t: TextFn; onChosen: () => void }) {
  if (!kind) return null;
  return (
    <button
      type="button"
      className="arena-menu__item arena-account-convert"
      data-testid="account-convert"
      data-kind={kind}
      onClick={() => {
        onChosen();
        bus.emit('modal:open', { kind });
      }}
    >
      {t('accounts_convert')}
    </button>
  );
}
