/**
 * The simulated catalogue's names in the page language (issue 20). A sport or championship name is
 * written once, in the six interface languages, on its definition (sports-data.ts, virtual-schedule.ts);
 * a team's (player's) name comes from the name table (team-names.ts): the page language's own form where it
 * has one, else the club's own. A language outside the six reads English.
 */
import { textIn, type Localized } from '../../../platform/messages.ts';

export function sportName(sport: { name: Localized }, lang: string): string {
  return textIn(sport.name, lang);
}

export function champName(champ: { name: Localized }, lang: string): string {
  return textIn(champ.name, lang);
}

export { teamName } from './team-names.ts';
