/** Wire contract of the cyber backend (server/src/api/cyber/README.md): the schemas of @arena/contracts (cyber.ts). */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

/** Real esports, virtual sports, or the matches in play of both (stream pages). */
export type CyberType = Static<typeof Wire.CyberType>;
/** A catalogue game that also names its discipline and whether it is a real or a virtual match. */
export type CyberGame = Static<typeof Wire.CyberGame>;
export type CyberDiscipline = Static<typeof Wire.CyberDiscipline>;
export type CyberChamp = Static<typeof Wire.CyberChamp>;
export type CyberScoringEvent = Static<typeof Wire.CyberScoringEvent>;
export type CyberGameDetail = Static<typeof Wire.CyberGameDetail>;
export type CyberGamesAnswer = Static<typeof Wire.CyberGamesAnswer>;
