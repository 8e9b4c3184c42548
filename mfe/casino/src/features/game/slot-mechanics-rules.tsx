/** The rules and pays of the ways and hold-and-win slots in the paytable panel: the mechanic is named first. */
import type { Paytable } from './game-api.ts';
import { useGT } from './game-text.ts';
import { SymbolArt } from './symbol-art.tsx';

export function SlotMechanicsRules({ paytable }: { paytable: Paytable }) {
  const t = useGT();
  // The classic lines keep their own table in the panel (each volatility its own pays); the mechanic is named for every slot.
  if (paytable.engine === 'slot') {
    return (
      <p data-testid="paytable-mechanic" data-mechanic="lines" data-volatility={paytable.volatility}>
        <strong>{t('mechanic_lines')}</strong> · {t(`slot_volatility_${paytable.volatility}`)}
      </p>
    );
  }
  if (paytable.engine !== 'slot-ways' && paytable.engine !== 'slot-hold') return null;
  const rules =
    paytable.engine === 'slot-ways'
      ? t('paytable_ways_rules', { ways: paytable.ways, units: paytable.betUnits, cascades: paytable.maxCascades, multipliers: paytable.cascadeMultipliers.map((m) => `×${m}`).join(' · ') })
      : t('paytable_hold_rules', { units: paytable.betUnits, trigger: paytable.trigger, respins: paytable.respins, values: paytable.coinValues.map((c) => `×${c.value}`).join(' · '), grand: paytable.grand });
  return (
    <>
      <p data-testid="paytable-mechanic" data-mechanic={paytable.mechanic}>
        <strong>{t(`mechanic_${paytable.mechanic}`)}</strong> · {t(`slot_volatility_${paytable.volatility}`)}
      </p>
      <p>{rules}</p>
      <table className="gm-table">
        <thead>
          <tr><th>{t('paytable_symbol')}</th><th>3</th><th>4</th><th>5</th></tr>
        </thead>
        <tbody>
          {paytable.pays.map((row, symbol) => {
            const name = paytable.symbols[symbol] ?? 'wild';
            return (
              <tr key={name}>
                <td><span className="gm-symbol"><SymbolArt symbol={name} label={t(`symbol_${name}`)} size={24} /></span> {t(`symbol_${name}`)}</td>
                {row.map((p, i) => <td key={i}>{p}×</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
