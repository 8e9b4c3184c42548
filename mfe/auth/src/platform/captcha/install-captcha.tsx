/**
 * Registers the auth app's captcha challenge with the page's HTTP client for every captcha code
 * (100 login, 111 registration, 112 SMS, 113 recovery: all auth calls). Nobody else registered one
 * (see the report of issue 7); if the shell registers its own later, it simply replaces this one.
 * The dialog lives in its own root under <body>, so it works whichever auth form (page or parcel)
 * made the call, and even after that form unmounted.
 */
import { createRoot } from 'react-dom/client';
import { solveChallenge } from 'altcha-lib/v1';
import { CAPTCHA_CODES, http } from '@arena/http';
import { AuthTextProvider } from '../text.tsx';
import { CaptchaDialog } from './captcha-dialog.tsx';
import { createCaptchaStore, type CaptchaStore } from './captcha-store.ts';
import { captchaUpdateAnswer, captchaValidatePostAnswer } from '@arena/contracts/answer-checks';

let store: CaptchaStore | null = null;

export function installCaptcha(): CaptchaStore {
  if (store) return store;
  const created = createCaptchaStore({
    update: (code) => http.get<unknown>('/captcha-api/update', { query: { captchaCode: code }, cache: 'no-store' }).then(captchaUpdateAnswer),
    validate: (captchaId, answer) => http.post<unknown>('/captcha-api/validate', { captchaId, answer }).then(captchaValidatePostAnswer),
    async solve(puzzle, signal) {
      const { promise, controller } = solveChallenge(puzzle.challenge, puzzle.salt, puzzle.algorithm, puzzle.maxnumber);
      signal.addEventListener('abort', () => controller.abort(), { once: true });
      return (await promise)?.number ?? null;
    },
  });
  store = created;
  let mounted = false;
  http.registerCaptchaHandler(CAPTCHA_CODES, (challenge) => {
    if (!mounted) {
      mounted = true;
      const host = document.createElement('div');
      host.className = 'auth-captcha-root';
      document.body.appendChild(host);
      createRoot(host).render(
        <AuthTextProvider>
          <CaptchaDialog store={created} />
        </AuthTextProvider>,
      );
    }
    return created.handler(challenge);
  });
  return created;
}
