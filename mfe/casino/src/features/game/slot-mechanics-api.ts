/** The ways (cascades) and hold-and-win slots as the API answers them (server games/engines/slot-ways.ts, slot-hold.ts). */
export type SlotTheme = 'fruit' | 'egypt' | 'ocean' | 'gems';
export type SlotVolatility = 'low' | 'medium' | 'high';

interface SlotPaytableBase {
  rtp: number;
  volatility: SlotVolatility;
  theme: SlotTheme;
  /** The pay symbols low to high, then the wild (and, hold and win, the coin): names of symbol-art drawings. */
  symbols: string[];
  betUnits: number;
  /** × line bet per way for 3, 4 and 5 reels. */
  pays: number[][];
}
export interface WaysPaytable extends SlotPaytableBase { engine: 'slot-ways'; mechanic: 'ways'; ways: number; maxCascades: number; cascadeMultipliers: number[] }
export interface HoldPaytable extends SlotPaytableBase {
  engine: 'slot-hold';
  mechanic: 'hold';
  trigger: number;
  respins: number;
  coinValues: Array<{ value: number; weight: number }>;
  grand: number;
}

export interface WaysWin { symbol: number; reels: number; ways: number; pay: number }
export interface WaysOutcome { engine: 'slot-ways'; theme: SlotTheme; cascades: Array<{ cells: number[]; wins: WaysWin[]; removed: number[]; cascadeMultiplier: number }>; multiplier: number }
export interface HoldOutcome {
  engine: 'slot-hold';
  theme: SlotTheme;
  cells: number[];
  values: number[];
  wins: WaysWin[];
  feature: { respins: Array<{ landed: number[]; respinsLeft: number }>; full: boolean; coins: number; pay: number } | null;
  multiplier: number;
}
