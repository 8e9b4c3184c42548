/**
 * betting-calculator: type (single, express, system k/n), stake, each selection's odds and result; the
 * returns, profit, total odds and lines come from the domain's coupon maths (calculator-model.ts).
 */
import { useFormatters } from '@arena/ui-kit';
import { MAX_SELECTIONS, MIN_SELECTIONS, systemValues, usedSelections, type CalculatorType, type SelectionResult } from './calculator-model.ts';
import { useCalculator } from './use-calculator.ts';
import { useInfoT } from '../../shared/text.ts';

const TYPES: readonly CalculatorType[] = ['single', 'express', 'system'];
const RESULTS: readonly SelectionResult[] = ['win', 'lose', 'void'];

export function CalculatorView() {
  const t = useInfoT();
  // Odds in the player's chosen format (decimal, fractional, American…), like the coupon shows them;
  // sums with two decimals in the page language.
  const formatters = useFormatters();
  const sum = (value: number) => formatters.number(value, { fractionDigits: 2 });
  const calc = useCalculator();
  const { input, result } = calc;
  const shown = usedSelections(input);
  const ks = systemValues(shown.length);
  const invalid = new Set(result.ok ? [] : result.invalidOdds);
  // Empty fields are not mistakes yet: until something typed is wrong, the calculator only asks for input.
  const problems = result.ok
    ? []
    : result.problems.filter((p) => (p === 'stake_invalid' ? input.stake.trim() !== '' : p === 'odds_invalid' ? [...invalid].some((i) => shown[i]?.odds.trim() !== '') : true));

  return (
    <section className="in-calc" data-testid="betting-calculator" aria-labelledby="in-calc-title">
      <h2 id="in-calc-title">{t('calc_title')}</h2>
      <fieldset className="in-calc__types">
        <legend>{t('calc_type')}</legend>
        {TYPES.map((type) => (
          <label key={type}>
            <input type="radio" name="calc-type" value={type} checked={input.type === type} onChange={() => calc.setType(type)} data-testid={`calc-type-${type}`} />
            {t(`calc_type_${type}`)}
          </label>
        ))}
      </fieldset>
      {input.type === 'system' ? (
        <label className="in-calc__field">
          {t('calc_system')}
          <select value={input.systemValue} onChange={(e) => calc.setSystemValue(Number(e.target.value))} data-testid="calc-system-value">
            {ks.map((k) => <option key={k} value={k}>{t('calc_system_option', { k, n: shown.length })}</option>)}
          </select>
        </label>
      ) : null}
      <label className="in-calc__field">
        {t('calc_stake')}
        <input inputMode="decimal" value={input.stake} onChange={(e) => calc.setStake(e.target.value)} aria-invalid={!result.ok && result.problems.includes('stake_invalid') && input.stake !== ''} data-testid="calc-stake" />
      </label>
      <ol className="in-calc__rows">
        {shown.map((sel, i) => (
          <li key={i} className="in-calc__row">
            <label>
              {t('calc_odds', { n: i + 1 })}
              <input inputMode="decimal" value={sel.odds} onChange={(e) => calc.setOdds(i, e.target.value)} aria-invalid={invalid.has(i) && sel.odds !== ''} data-testid={`calc-odds-${i}`} />
            </label>
            {input.type !== 'single' ? (
              <label>
                {t('calc_result')}
                <select value={sel.result} onChange={(e) => calc.setResult(i, e.target.value as SelectionResult)} data-testid={`calc-result-${i}`}>
                  {RESULTS.map((r) => <option key={r} value={r}>{t(`calc_result_${r}`)}</option>)}
                </select>
              </label>
            ) : null}
            {input.type !== 'single' && input.selections.length > MIN_SELECTIONS[input.type] ? (
              <button type="button" className="in-calc__remove" onClick={() => calc.removeSelection(i)} aria-label={t('calc_remove', { n: i + 1 })}>×</button>
            ) : null}
          </li>
        ))}
      </ol>
      {input.type !== 'single' && input.selections.length < MAX_SELECTIONS ? (
        <button type="button" className="in-calc__add" onClick={calc.addSelection} data-testid="calc-add">{t('calc_add')}</button>
      ) : null}
      {result.ok ? (
        <dl className="in-calc__result" data-testid="calc-result" aria-live="polite">
          <dt>{t('calc_total_odds')}</dt><dd data-testid="calc-total-odds">{formatters.odds(result.totalOdds)}</dd>
          {input.type === 'system' ? (<><dt>{t('calc_lines')}</dt><dd data-testid="calc-lines">{t('calc_lines_value', { lines: result.lines, stake: sum(result.stakePerLine) })}</dd></>) : null}
          <dt>{t('calc_returns')}</dt><dd data-testid="calc-returns" data-value={result.returns}>{sum(result.returns)}</dd>
          <dt>{t('calc_profit')}</dt><dd data-testid="calc-profit">{sum(result.profit)}</dd>
        </dl>
      ) : (
        <ul className="in-calc__problems" data-testid="calc-problems" aria-live="polite">
          {problems.length === 0 ? <li className="in-calc__hint">{t('calc_hint')}</li> : problems.map((p) => <li key={p} role="alert">{t(`calc_problem_${p}`, { n: MIN_SELECTIONS[input.type] })}</li>)}
        </ul>
      )}
    </section>
  );
}
