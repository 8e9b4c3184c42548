/** React binding of the calculator model: the inputs as state, the result derived from them. */
import { useMemo, useState } from 'react';
import {
  MAX_SELECTIONS,
  MIN_SELECTIONS,
  calculate,
  fitSystemValue,
  type CalculatorInput,
  type CalculatorType,
  type SelectionResult,
} from './calculator-model.ts';

const EMPTY = { odds: '', result: 'win' as SelectionResult };

export function useCalculator(initial?: Partial<CalculatorInput>) {
  const [input, setInput] = useState<CalculatorInput>({ type: 'single', stake: '', selections: [EMPTY], systemValue: 2, ...initial });
  const result = useMemo(() => calculate(input), [input]);

  const actions = useMemo(
    () => ({
      /** Switching type tops the selections up to what the type needs (what was typed stays). */
      setType: (type: CalculatorType) =>
        setInput((s) => {
          const selections = [...s.selections];
          while (selections.length < MIN_SELECTIONS[type]) selections.push(EMPTY);
          return { ...s, type, selections, systemValue: fitSystemValue(s.systemValue, selections.length) };
        }),
      setStake: (stake: string) => setInput((s) => ({ ...s, stake })),
      setOdds: (index: number, odds: string) =>
        setInput((s) => ({ ...s, selections: s.selections.map((sel, i) => (i === index ? { ...sel, odds } : sel)) })),
      setResult: (index: number, value: SelectionResult) =>
        setInput((s) => ({ ...s, selections: s.selections.map((sel, i) => (i === index ? { ...sel, result: value } : sel)) })),
      addSelection: () =>
        setInput((s) => (s.selections.length >= MAX_SELECTIONS ? s : { ...s, selections: [...s.selections, EMPTY] })),
      removeSelection: (index: number) =>
        setInput((s) => {
          if (s.selections.length <= MIN_SELECTIONS[s.type]) return s;
          const selections = s.selections.filter((_, i) => i !== index);
          return { ...s, selections, systemValue: fitSystemValue(s.systemValue, selections.length) };
        }),
      setSystemValue: (value: number) => setInput((s) => ({ ...s, systemValue: fitSystemValue(value, s.selections.length) })),
    }),
    [],
  );
  return { input, result, ...actions };
}
