/** The shell components of the `shell` kinds of modal-kinds.ts, by kind (modal-kinds.test.ts checks the two agree). */
import type { ComponentType } from 'react';
import { AccountConvertContent } from './account-convert.tsx';
import { CookiesAgreeMobileContent, WebPushAgreeContent } from './consent-and-push.tsx';

export const SHELL_MODAL_CONTENTS: Readonly<Record<string, ComponentType<{ props: Record<string, unknown>; close: () => void }>>> = {
  'convert-main-account': AccountConvertContent,
  'convert-additional-account': AccountConvertContent,
  'cookies-agree-mobile': CookiesAgreeMobileContent,
  'web-push-agree': WebPushAgreeContent,
};
