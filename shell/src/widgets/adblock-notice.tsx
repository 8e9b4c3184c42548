import { useEffect, useState } from 'react';
import { useText } from '../platform/use-text.ts';

/** Bait detection: an element with ad-like class names that blockers hide; checked once after mount. */
export function detectAdBlock(): Promise<boolean> {
  return new Promise((resolve) => {
    const bait = document.createElement('div');
    bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
    bait.innerHTML = '&nbsp;';
    document.body.appendChild(bait);
    setTimeout(() => {
      const style = getComputedStyle(bait);
      const blocked = !bait.isConnected || bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden';
      bait.remove();
      resolve(blocked);
    }, 300);
  });
}

export function AdBlockNotice() {
  const t = useText();
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let live = true;
    void detectAdBlock().then((b) => live && setBlocked(b));
    return () => {
      live = false;
    };
  }, []);
  if (!blocked) return null;
  return (
    <div className="arena-notice arena-notice--adblock" role="alert" data-testid="adblock-notice">
      <div>
        <strong>{t('adblock_title')}</strong>
        <p>{t('adblock_text')}</p>
      </div>
      <button type="button" className="arena-toast__close" aria-label={t('close')} onClick={() => setBlocked(false)}>×</button>
    </div>
  );
}
