/**
 * One redraw of the combat tracker per change: the rule sets ask for a redraw when the GM's client
 * writes their turn flags, and several writes that land together (a batch of moves, a turn that
 * also clears records) are drawn once, after the last, on each client.
 */
let scheduled = false;

/** Asks for a redraw of the tracker; requests made before it runs share it. */
export function scheduleTrackerRender(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    void ui.combat?.render();
  }, 0);
}
