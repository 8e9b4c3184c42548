/**
 * An outcome id is `<gameId>-<market key>-<outcome key>` (the catalogue's markets name them so): the game
 * an outcome belongs to is its first part. Placement reads it to find the game, the betting app to follow
 * the slip's games on the live feed.
 */
export function gameIdOfOutcome(outcomeId: string): string {
  return outcomeId.split('-')[0] ?? outcomeId;
}
