/**
 * Documents a GM's client learns of without the hooks its memories (kept-fields.ts,
 * facing-memory.ts) note tokens and actors at.
 *
 * A scene brought in after a GM's client started (made, duplicated, or imported from a compendium
 * or an adventure) fires createScene alone: v13 fires no createToken for the tokens it carries, so
 * a memory of tokens noted at ready and at createToken would never see them until they join a
 * combat.
 *
 * An adventure imported again over a world that holds its scenes and actors replaces them whole
 * with no hook at all (v13 Adventure#importContent updates existing documents with noHook), so the
 * memories would go on holding the values from before the import, and put one back over the
 * adventure's own at a player's next change. Its importer's client alone fires importAdventure,
 * with what it replaced; that client notes them. Another GM's client, were one connected, learns
 * nothing of it until it reloads.
 */

/** Whether this client is a GM's, the only ones that keep the memories. */
const gm = (): boolean => game.user?.isGM === true;

/**
 * Calls `note` with each token of every scene created from now on, and of every scene an
 * adventure's import replaces, on a GM's client; during init.
 */
export function onSceneTokensArrive(note: (token: TokenDocument.Implementation) => void): void {
  Hooks.on("createScene", (scene) => {
    if (!gm()) return;
    for (const token of scene.tokens) note(token);
  });
  Hooks.on("importAdventure", (_adventure, _formData, _created, updated) => {
    if (!gm()) return;
    for (const scene of updated.Scene ?? []) for (const token of scene.tokens) note(token);
  });
}

/**
 * Calls `note` with each world actor an adventure's import replaces, on a GM's client; during
 * init. Actors it creates fire createActor, as every new actor does.
 */
export function onActorsReplaced(note: (actor: Actor.Implementation) => void): void {
  Hooks.on("importAdventure", (_adventure, _formData, _created, updated) => {
    if (!gm()) return;
    for (const actor of updated.Actor ?? []) note(actor);
  });
}
