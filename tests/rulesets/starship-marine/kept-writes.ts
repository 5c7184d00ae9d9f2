/**
 * Marker deletions checked where v13 checks them, for Starship Marine glue tests of the kit's kept
 * markers (system/markers/kept-markers.ts). The stand-in actor deletes an effect without its
 * pre-hook; v13 calls preDeleteActiveEffect on the client that deletes, and a false stops it. With
 * this an effect taken off a figure asks the hooks as the user whose client runs the code at that
 * moment (game.user: the GM while a GM request or the GM's own code runs, the player otherwise), so
 * a flow that took a kept marker off on a player's client would leave it on, as it would at a table.
 */

interface Globals {
  game: { user?: { id?: string | null } | null };
}

interface Effect {
  readonly id: string;
  readonly documentName?: string;
}

interface Deleting {
  effects: { get(id: string): Effect | undefined };
  deleteEmbeddedDocuments(name: "Item" | "ActiveEffect", ids: string[]): Promise<string[]>;
}

/** Makes each ActiveEffect deletion on `actor` ask preDeleteActiveEffect as the current user first. */
export function deletionsAsked(actor: unknown, preDelete: (effect: never, userId: string) => unknown): void {
  const doc = actor as Deleting;
  const deleteNow = doc.deleteEmbeddedDocuments.bind(doc);
  doc.deleteEmbeddedDocuments = async (name, ids) => {
    if (name !== "ActiveEffect") return deleteNow(name, ids);
    const userId = (globalThis as unknown as Globals).game.user?.id ?? "";
    const allowed = ids.filter((id) => {
      const effect = doc.effects.get(id);
      return !effect || preDelete(effect as never, userId) !== false;
    });
    return deleteNow(name, allowed);
  };
}
