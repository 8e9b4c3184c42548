/**
 * The one catalogue of the process. It is generated from data, identical in every server, so a module
 * singleton is enough; the games part reads games through it too (`casinoCatalogue().find(slug)`).
 */
import { CasinoCatalogue } from './catalogue-service.ts';

let instance: CasinoCatalogue | undefined;

export function casinoCatalogue(): CasinoCatalogue {
  instance ??= new CasinoCatalogue();
  return instance;
}
