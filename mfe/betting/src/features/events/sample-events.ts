/** Placeholder events for the walking skeleton; the betting issue replaces these with backend data. */
export interface SampleEvent {
  id: string;
  sportId: number;
  home: string;
  away: string;
  outcomes: Array<{ id: string; name: string; coef: number }>;
}

export const SAMPLE_EVENTS: readonly SampleEvent[] = [
  { id: 'g1', sportId: 1, home: 'Spartak', away: 'Zenit', outcomes: [{ id: 'g1-1', name: '1', coef: 2.6 }, { id: 'g1-x', name: 'X', coef: 3.1 }, { id: 'g1-2', name: '2', coef: 2.75 }] },
  { id: 'g2', sportId: 1, home: 'CSKA', away: 'Dynamo', outcomes: [{ id: 'g2-1', name: '1', coef: 1.9 }, { id: 'g2-x', name: 'X', coef: 3.4 }, { id: 'g2-2', name: '2', coef: 4.2 }] },
];
