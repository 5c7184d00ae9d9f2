/**
 * The name of the Combat flag that holds each combatant's "moved this turn" record (Guide 6.5-6.7,
 * turn/side-turn-store.ts), apart from the store so that the hooks registered at init can ask
 * whether an update touched it without loading the rules the store reads with.
 */
export const MOVED_FLAG = "spMoved";
