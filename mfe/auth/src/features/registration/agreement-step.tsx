/** The responsible-gaming agreement shown before the first registration (spec §4); the answer is remembered. */
import { useT } from '../../platform/text.tsx';

export function AgreementStep({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  const t = useT();
  return (
    <section className="auth-agreement" data-testid="rg-agreement" aria-labelledby="auth-rg-title">
      <h3 id="auth-rg-title" className="auth-subtitle">{t('rg_title')}</h3>
      <p>{t('rg_text')}</p>
      <div className="auth-actions">
        <button type="button" className="auth-btn auth-btn--primary" onClick={onAccept} autoFocus data-testid="rg-accept">{t('rg_accept')}</button>
        <button type="button" className="auth-btn auth-btn--ghost" onClick={onDecline}>{t('rg_decline')}</button>
      </div>
    </section>
  );
}
