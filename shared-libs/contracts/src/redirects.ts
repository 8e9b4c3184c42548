/** The redirect table lookup (POST /redirects-api/api/v1/redirect-light, spec §2, §7). */
import { Type } from 'typebox';

export const RedirectLightRequest = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) });
/** `code`: the HTTP redirect status (301/302), or 0 when nothing applies; `url`: the target path with its language, '' for 0. */
export const RedirectLightAnswer = Type.Object({
  code: Type.Integer(),
  url: Type.String(),
  reasons: Type.Array(Type.String()),
  breadcrumbs: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
});
