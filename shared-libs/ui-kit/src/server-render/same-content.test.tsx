/** sameContent: what counts as "the same children" for a hydration chunk still waiting for the viewport. */
import { expect, it } from 'vitest';
import { sameContent } from './same-content.ts';

function Row({ price }: { price: string }) {
  return <b>{price}</b>;
}
const onBet = () => undefined;

it('new element objects with the same types, keys and props are the same content, nested children included', () => {
  const draw = () => (
    <section className="champ">
      <h3>Football. {'Premier League'}</h3>
      {['a', 'b'].map((id) => <Row key={id} price="1.50" />)}
      <button onClick={onBet}>Bet</button>
    </section>
  );
  expect(draw()).not.toBe(draw());
  expect(sameContent(draw(), draw())).toBe(true);
  expect(sameContent([draw(), 'text', null], [draw(), 'text', null])).toBe(true);
});

it('a changed prop, text, key, type, length or closure is new content', () => {
  expect(sameContent(<Row price="1.50" />, <Row price="1.55" />)).toBe(false);
  expect(sameContent(<b>1.50</b>, <b>1.55</b>)).toBe(false);
  expect(sameContent(<Row key="a" price="1" />, <Row key="b" price="1" />)).toBe(false);
  expect(sameContent(<b>1</b>, <i>1</i>)).toBe(false);
  expect(sameContent([<b key="a" />], [<b key="a" />, <b key="b" />])).toBe(false);
  expect(sameContent(<button onClick={() => 1}>Bet</button>, <button onClick={() => 1}>Bet</button>)).toBe(false);
  expect(sameContent(<b title="x" />, <b />)).toBe(false);
  expect(sameContent('1', 1)).toBe(false);
});
