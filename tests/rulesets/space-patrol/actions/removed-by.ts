/**
 * Which client took a Space Patrol! actor's marker effects off: the kept markers may be lowered in
 * a battle only on the GM's client (system/markers/kept-markers.ts), so the tests of the actions
 * that lower them record who deleted each effect.
 */
import type { SpaceBoard } from "../../../helpers/space-patrol-board";
import type { StandInActor } from "../../../helpers/fake-documents";

/** The id of the user whose client took each of the actor's marker effects off, in order. */
export function removedBy(t: SpaceBoard, actor: StandInActor): string[] {
  const by: string[] = [];
  const original = actor.deleteEmbeddedDocuments.bind(actor);
  actor.deleteEmbeddedDocuments = async (name, ids) => {
    if (name === "ActiveEffect") by.push(t.g.game.user?.id ?? "");
    return original(name, ids);
  };
  return by;
}
