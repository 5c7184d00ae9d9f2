/**
 * Per-combatant records that only the active GM's client writes, kept in one flag on the Combat:
 * what a combatant has done this turn or phase that the rules limit (inches moved, the path walked,
 * move units spent). A player cannot write a Combat, so a record there is one no player can rewrite
 * to get a move back; the token, which its owner may update, is no place for it.
 *
 * The GM's client sees each token update a moment after it is written, and one drag arrives as one
 * update per waypoint (system/move-plan.ts), or several tokens' moves at once. The changes made
 * since the last write are gathered and written together in one Combat update, so a selection of k
 * tokens is one write (one redraw on each client), and a change made while the Combat is being
 * written starts from what is being written, not from the stale stored record.
 *
 * The stored value is data: each rule set reads it back through its own checked reader.
 */
import { flagPath, readFlag, type FlagKey } from "../flags";

/** Records of one kind, kept under one Combat flag by combatant id. */
export class CombatRecords<R> {
  /** Changes waiting to be written, per combat. */
  readonly #pending = new Map<Combat.Implementation, Map<string, R>>();
  /** Changes being written, until the Combat comes back with them. */
  readonly #writing = new Map<Combat.Implementation, Map<string, R>>();

  constructor(
    readonly flag: FlagKey<"Combat">,
    /** The record as stored, checked; null when there is none or it cannot be read. */
    private readonly read: (stored: unknown) => R | null,
  ) {}

  /** The update path of a combatant's record (null there removes it). */
  path(combatantId: string): string {
    return flagPath("Combat", this.flag, combatantId);
  }

  /**
   * The update path that writes a combatant's record whole: v13 merges an object written to a flag
   * into the one stored, key by key, so a key the new record leaves out (a breach told of in an
   * earlier phase) would stay; its "==" key replaces the stored object instead.
   */
  replacePath(combatantId: string): string {
    return flagPath("Combat", this.flag, `==${combatantId}`);
  }

  /** The combatant's record as stored on the Combat. */
  stored(combat: Combat.Implementation | null | undefined, combatantId: string): R | null {
    if (!combat) return null;
    const all: unknown = readFlag(combat, "Combat", this.flag);
    const entry = typeof all === "object" && all !== null ? (all as Record<string, unknown>)[combatantId] : undefined;
    return entry === undefined || entry === null ? null : this.read(entry);
  }

  /**
   * The combatant's record as this client knows it: with what the active GM's client has gathered
   * but not yet written, else being written, else as stored. On a player's client, as stored.
   */
  now(combat: Combat.Implementation | null | undefined, combatantId: string): R | null {
    if (!combat) return null;
    return this.#pending.get(combat)?.get(combatantId) ?? this.#writing.get(combat)?.get(combatantId) ?? this.stored(combat, combatantId);
  }

  /**
   * Changes the combatant's record from its latest, among those waiting to be written, and
   * resolves once they are written: the first change since the last write schedules the one write,
   * as the updates of one multi-token move arrive together. For the active GM's client only.
   */
  stage(combat: Combat.Implementation, combatantId: string, change: (before: R | null) => R): Promise<void> {
    let records = this.#pending.get(combat);
    const first = !records;
    if (!records) {
      records = new Map();
      this.#pending.set(combat, records);
    }
    records.set(combatantId, change(this.now(combat, combatantId)));
    if (!first) return Promise.resolve();
    // a write the server refuses (the Combat deleted meanwhile) loses these changes, and says so;
    // the records then read as stored
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        this.#flush(combat)
          .catch((err: unknown) => console.error("Star Skirmish: a record of the turn could not be written to the combat", err))
          .finally(resolve);
      }, 0),
    );
  }

  /** Writes every change gathered since the last write in one Combat update. */
  async #flush(combat: Combat.Implementation): Promise<void> {
    const records = this.#pending.get(combat);
    this.#pending.delete(combat);
    if (!records || records.size === 0) return;
    const change: Record<string, unknown> = {};
    for (const [id, record] of records) change[this.replacePath(id)] = record;
    this.#writing.set(combat, records);
    try {
      await combat.update(change);
    } finally {
      if (this.#writing.get(combat) === records) this.#writing.delete(combat);
    }
  }
}
