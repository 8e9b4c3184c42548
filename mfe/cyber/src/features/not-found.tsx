/** The cyber app's own not-found view: unknown type, discipline, championship or match. */
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';

export function NotFound() {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  return (
    <div className="cy-not-found" data-testid="cyber-not-found">
      <h2>{t('cyber_not_found_title')}</h2>
      <p>{t('cyber_not_found_text')}</p>
      <Link href={`/${lng}/cyber/real`}>{t('cyber_back')}</Link>
    </div>
  );
}
