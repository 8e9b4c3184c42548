/** The betting app's own not-found view: an unknown sport, championship or game id (not the whole sport). */
import { Link, useBusState } from '@arena/ui-kit';
import { useBettingT } from '../../shared/text.ts';

export function NotFoundView({ kind }: { kind: 'sport' | 'champ' | 'game' }) {
  const t = useBettingT();
  const lng = useBusState('language');
  return (
    <section className="bt-notfound" data-testid="not-found" data-kind={kind}>
      <h1>{t(`not_found_${kind}`)}</h1>
      <p>{t('not_found_hint')}</p>
      <p>
        <Link href={`/${lng}/line`}>{t('line')}</Link> · <Link href={`/${lng}/live`}>{t('live')}</Link>
      </p>
    </section>
  );
}
