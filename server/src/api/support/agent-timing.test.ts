import { describe, expect, it } from 'vitest';

describe('support agent timing', () => {
  it('answers a ticket after 10 minutes and an appeal after a day on the server clock; a demo server at once', async () => {
    const { agentDelay } = await import('./support-texts.ts');
    expect([agentDelay('ticket', false), agentDelay('appeal', false)]).toEqual([600, 86_400]);
    expect([agentDelay('ticket', true), agentDelay('appeal', true)]).toEqual([0, 0]);
  });
});
