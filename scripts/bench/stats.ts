/** Median, min and max of a set of samples: the only statistics the report uses. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('no samples to summarize');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  // An even count takes the mean of the two middle samples, so the median is order-independent.
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, samples: [...samples] };
}

/** Summaries of each numeric field of a list of records with the same shape. */
export function summarizeFields<K extends string>(records: ReadonlyArray<Record<K, number>>, keys: readonly K[]): Record<K, Summary> {
  const out = {} as Record<K, Summary>;
  for (const key of keys) out[key] = summarize(records.map((r) => r[key]));
  return out;
}
