/**
 * Slots for renders that serve one person only (a signed-in player's page: painted-pages.ts). A visitor's
 * page is rendered once and shared by everyone asking in the same moment; a player's is rendered for them
 * alone, so a crowd of players arriving at once would queue a render each behind the others. Past `max`
 * such renders in flight the next player gets the shared visitor page instead — their own header arrives
 * when the page hydrates, as it did before players were drawn on the server: the host sheds the personal
 * render, never the page.
 */
export interface RenderSlots {
  /** A slot and its release, or null when all are taken. */
  take(): (() => void) | null;
  inFlight(): number;
}

export function createRenderSlots(max: number): RenderSlots {
  let taken = 0;
  return {
    take() {
      if (taken >= max) return null;
      taken += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
    },
    inFlight: () => taken,
  };
}
