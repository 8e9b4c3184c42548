/**
 * `@arena/root-config/navigation`: the root config's navigation decision for code that runs outside the
 * browser bundle. The e2e route walks ask it where a URL ends for a given player and site config, and the
 * dictionary check reads the error texts the route state carries. The browser entry stays src/index.ts;
 * nothing outside root-config reaches into src/ past this file.
 */
export { decideNavigation } from '../guards/decide.ts';
export type { NavigationDecision } from '../guards/decide.ts';
export type { NavigationContext } from '../guards/context.ts';
export { languagesFrom, navigationConfigFrom } from './platform-context-source.ts';
export { ERROR_TEXTS } from '../errors/error-texts.ts';
