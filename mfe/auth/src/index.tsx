/** @arena/auth: registration and login. The entry exports the app lifecycles and the modal parcels only. */
import { createArenaApp } from '@arena/ui-kit';
import { AuthApp } from './app.tsx';
import { installAuthPlatform } from './platform/auth-root.tsx';
import './styles/auth.css';

const app = createArenaApp({ name: '@arena/auth', Root: AuthApp });

export const bootstrap = app.bootstrap;
export const unmount = app.unmount;
export const mount: typeof app.mount = (props) => {
  installAuthPlatform(import.meta.url);
  return (app.mount as (p: unknown) => Promise<unknown>)(props);
};
export { modalParcels } from './parcels.tsx';
