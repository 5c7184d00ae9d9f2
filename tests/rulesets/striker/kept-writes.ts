/**
 * The Striker fire board in a battle, with v13's hooks around the owner's writes, for the tests of
 * what the GM keeps of a fighting team's sheet (data/definition.ts keptInBattle, turn/troopers-guard.ts).
 * The firing team and its target are combatants; the GM's client has started and noted what it saw.
 * Every update, item update, item creation and deletion goes the way v13 takes it: the writing
 * client's pre-hook may refuse it; written, every client hears of it, the writer's first and the
 * GM's last, so the GM's client may put it back.
 */
import { fireBoard } from "./actions/fire-board";
import { StandInCombat } from "../../helpers/foundry/combat";
import type { StandInActor, StandInItem } from "../../helpers/fake-documents";

type Changes = Record<string, unknown>;
type Writer = (changes: Changes, options?: object) => Promise<unknown>;

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

  /** Every client hears of what `user` did: the writer's own, then the GM's. */
  const heard = (user: string, fire: () => void) => {
    for (const who of user === "gm" ? ["gm"] : [user, "gm"]) {
      t.stubs.actAs(who);
      fire();
    }
    t.stubs.actAs(user);
  };
  /** A write as v13 makes it, by whoever the current user is; `skipRefusal` is a hostile client's. */
  const through = (doc: StandInActor | StandInItem, plain: Writer, skipRefusal: () => boolean): Writer => async (changes, options) => {
    const user = t.g.game.user!.id;
    if (!skipRefusal() && t.stubs.fire.preUpdate(doc as never, changes, user) === false) return undefined;
    const out = await plain(changes, options);
    heard(user, () => t.stubs.fire.updated(doc as never, changes, user));
    return out;
  };
  let hostile = false;
  const wrapItem = (item: StandInItem) => {
    item.update = through(item, item.update.bind(item), () => hostile) as never;
    return item;
  };
  for (const actor of [t.firer, t.target] as StandInActor[]) {
    actor.update = through(actor, actor.update.bind(actor), () => hostile) as never;
    for (const item of actor.items) wrapItem(item as StandInItem);
    const create = actor.createEmbeddedDocuments.bind(actor);
    actor.createEmbeddedDocuments = (async (name: "Item", data: object[], options?: object) => {
      const user = t.g.game.user!.id;
      const made = (await create(name, data as never, options)) as StandInItem[];
      // v13 runs the pre-hook on the document about to be made; refused, it is never written
      const kept = made.filter((item, i) => hostile || t.stubs.fire.preCreate(item as never, data[i] ?? {}, user) !== false);
      for (const item of made) if (!kept.includes(item)) actor.items.delete(item.id);
      for (const item of kept) heard(user, () => t.stubs.fire.created(wrapItem(item) as never, user));
      return kept;
    }) as never;
    const remove = actor.deleteEmbeddedDocuments.bind(actor);
    actor.deleteEmbeddedDocuments = (async (name: "Item", ids: string[]) => {
      const user = t.g.game.user!.id;
      const gone = ids.flatMap((id) => actor.items.get(id) ?? []);
      const out = await remove(name, ids);
      for (const item of gone) heard(user, () => t.stubs.fire.deleted(item as never, user));
      return out;
    }) as never;
  }

  /** `user` writes as a hostile client would, skipping its own client's refusal; then every client settles. */
  const forced = async (user: string, write: () => Promise<unknown>) => {
    hostile = true;
    t.stubs.actAs(user);
    try {
      await write();
    } finally {
      hostile = false;
    }
    await settle();
    t.stubs.actAs("player1");
  };
  /** `user` writes as an honest client does, its own refusal first. */
  const honest = async (user: string, write: () => Promise<unknown>) => {
    t.stubs.actAs(user);
    await write();
    await settle();
    t.stubs.actAs("player1");
  };
  const warnings = () => t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message.split(" ")[0] ?? "");
  return { ...t, combat, forced, honest, warnings };
}

/** Lets the GM's client finish what it does on hearing of a write (a put-back is not awaited by the hook). */
export const settle = () => new Promise((r) => setTimeout(r, 20));

export type KeptBoard = Awaited<ReturnType<typeof keptBoard>>;
