/**
 * The Striker fire board in a battle, for the tests of what the GM keeps of a fighting team's sheet
 * (data/definition.ts keptInBattle, turn/troopers-guard.ts). The firing team and its target are
 * combatants; the GM's client has started and noted what it saw. A write asks its pre-hooks on the
 * writing client as v13's does (the stand-ins do it, tests/helpers/CONTRACTS.md); once written,
 * every client hears of it, the writer's first and the GM's last, so the GM's client may put it back.
 * The tests fire those post-hooks (`forced`, `honest`), from what each write left written.
 */
import { fireBoard } from "./actions/fire-board";
import { StandInCombat } from "../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../helpers/foundry/document";
import type { StandInActor, StandInItem } from "../../helpers/fake-documents";

export async function keptBoard(faces: number[] = []) {
  const t = await fireBoard(faces);
  const combat = new StandInCombat({ _id: "combat1" });
  t.g.game.combats.set(combat.id, combat as never);
  combat.addCombatant({ actor: t.firer, token: t.firerToken.document } as never);
  combat.addCombatant({ actor: t.target, token: t.targetToken.document } as never);
  t.stubs.actAs("gm");
  t.stubs.fire.ready();
  await settle();
  t.stubs.actAs("player1");
  const actors = [t.firer, t.target] as StandInActor[];

  /** Every client hears of what `user` did: the writer's own, then the GM's. */
  const heard = (user: string, fire: () => void) => {
    for (const who of user === "gm" ? ["gm"] : [user, "gm"]) {
      t.stubs.actAs(who);
      fire();
    }
    t.stubs.actAs(user);
  };
  /**
   * `user` makes `write`; then every client hears of what it wrote to the two teams and their items:
   * each update written (a refused one is not), each item made and each deleted, as v13's
   * updateActor/updateItem, createItem and deleteItem hooks report them.
   */
  const writes = async (user: string, write: () => Promise<unknown>) => {
    const docs = () => actors.flatMap((a) => [a as StandInActor | StandInItem, ...(a.items.contents as StandInItem[])]);
    const counts = new Map(docs().map((d) => [d, d.updates.length]));
    const items = new Map(actors.map((a) => [a, new Map(a.items.contents.map((i) => [i.id, i as StandInItem]))]));
    t.stubs.actAs(user);
    await write();
    // all that was written, taken before any client hears of it (a put-back writes too)
    const told: (() => void)[] = [];
    for (const [actor, before] of items) {
      for (const [id, item] of before) if (!actor.items.has(id)) told.push(() => t.stubs.fire.deleted(item as never, user));
      for (const item of actor.items) if (!before.has(item.id)) told.push(() => t.stubs.fire.created(item as never, user));
    }
    for (const doc of docs()) for (const changed of doc.updates.slice(counts.get(doc) ?? 0)) told.push(() => t.stubs.fire.updated(doc as never, changed, user));
    for (const fire of told) heard(user, fire);
  };

  /** `user` writes as a hostile client would, past its own client's refusals; then every client settles. */
  const forced = async (user: string, write: () => Promise<unknown>) => {
    await writes(user, () => pastOwnRefusals(write));
    await settle();
    t.stubs.actAs("player1");
  };
  /** `user` writes as an honest client does, its own refusals first. */
  const honest = async (user: string, write: () => Promise<unknown>) => {
    await writes(user, write);
    await settle();
    t.stubs.actAs("player1");
  };
  const warnings = () => t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message.split(" ")[0] ?? "");
  return { ...t, combat, forced, honest, warnings };
}

/** Lets the GM's client finish what it does on hearing of a write (a put-back is not awaited by the hook). */
export const settle = () => new Promise((r) => setTimeout(r, 20));

export type KeptBoard = Awaited<ReturnType<typeof keptBoard>>;
