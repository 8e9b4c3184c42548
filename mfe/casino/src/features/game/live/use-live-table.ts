/**
 * The table as the page follows it: the stream's latest snapshot (the first read over HTTP so the page shows at
 * once), the server's clock offset (the countdown is the server's, the same in every browser at the table)
 * and a local tick four times a second for the countdown between the stream's events.
 */
import { useEffect, useState } from 'react';
import { liveApi, type TableSnapshot } from './live-api.ts';

export interface LiveTableView {
  table: TableSnapshot | null;
  /** The server's time now (ms), by the offset measured when the last snapshot arrived. */
  serverNow: number;
}

export function useLiveTable(game: string): LiveTableView {
  const [table, setTable] = useState<TableSnapshot | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    const take = (snapshot: TableSnapshot) => {
      if (!live) return;
      setOffset(snapshot.serverNow - Date.now());
      setTable(snapshot);
    };
    void liveApi.table(game).then(take, () => undefined);
    const unfollow = liveApi.follow(game, take);
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => {
      live = false;
      unfollow();
      clearInterval(tick);
    };
  }, [game]);
  return { table, serverNow: now + offset };
}
