/** The social provider ids the API accepts in paths and bodies (real OIDC providers and the demo one). */
import { Type } from 'typebox';
import { DEMO_PROVIDER } from './demo-provider.ts';

export const SocialProviderId = Type.Union([
  Type.Literal('google'), Type.Literal('vk'), Type.Literal('yandex'), Type.Literal('apple'), Type.Literal(DEMO_PROVIDER),
]);
