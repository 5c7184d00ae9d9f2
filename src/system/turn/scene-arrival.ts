/**
 * A scene brought in after a GM's client started (made, duplicated, or imported from a compendium
 * or an adventure) fires createScene alone: v13 fires no createToken for the tokens it carries, so
 * a memory of tokens noted at ready and at createToken would never see them until they join a
 * combat. The GM's memories of the tokens (kept-fields.ts, facing-memory.ts) note them here.
 */

/** Calls `note` with each token of every scene created from now on, on a GM's client; during init. */
export function onSceneTokensArrive(note: (token: TokenDocument.Implementation) => void): void {
  Hooks.on("createScene", (scene) => {
    if (game.user?.isGM !== true) return;
    for (const token of scene.tokens) note(token);
  });
}
