/** Scratch card: 9 cells as SVG, covered until a round is played, then its symbols; the three matching ones glow. */
import type { ScratchOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';
import { SymbolArt } from './symbol-art.tsx';

export function ScratchView({ outcome }: { outcome: ScratchOutcome | null }) {
  const t = useGT();
  const cells = outcome?.cells ?? Array.from({ length: 9 }, () => null);
  return (
    <div className="gm-board" data-testid="scratch" data-prize={outcome?.prize ?? ''}>
      <p className="gm-hint">{t('scratch_hint')}</p>
      <div role="list" aria-label={t('scratch_label')} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 72px)', gap: 6 }}>
        {cells.map((symbol, i) => (
          <div role="listitem" key={i} data-testid="scratch-cell" data-symbol={symbol ?? ''} style={{ borderRadius: 10, background: symbol ? '#fff8e1' : 'linear-gradient(135deg, #b8b8b8, #e8e8e8 50%, #9a9a9a)', outline: symbol && symbol === outcome?.prize ? '3px solid #ffb703' : 'none', display: 'grid', placeItems: 'center', height: 72 }}>
            {symbol ? <SymbolArt symbol={symbol} label={t(`symbol_${symbol}`)} size={52} /> : <svg viewBox="0 0 10 10" width="52" height="52" role="img" aria-label={t('scratch_cell_hidden')}><title>{t('scratch_cell_hidden')}</title><path d="M1 5 L9 5 M5 1 L5 9" stroke="#8888" /></svg>}
          </div>
        ))}
      </div>
    </div>
  );
}
