/**
 * What a drop on a vehicle's or spacecraft's sheet carries, read at once: the browser lets a
 * listener read the drag data only while the drop event is dispatched, so it is read before the
 * sheet waits for the rule set's table or the crew's line.
 */
export interface DroppedOnCraft {
  data: { type?: string; uuid?: string };
  /** The seat index or station key of the element it landed on, or null. */
  slot: string | null;
}

export function readDropOnCraft(event: DragEvent, slotAttribute: "seatIndex" | "station"): DroppedOnCraft {
  const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as DroppedOnCraft["data"];
  const selector = slotAttribute === "seatIndex" ? "[data-seat-index]" : "[data-station]";
  const element = (event.target as HTMLElement | null)?.closest<HTMLElement>(selector);
  return { data, slot: element?.dataset[slotAttribute] ?? null };
}
