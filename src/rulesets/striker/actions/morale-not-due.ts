/**
 * The GMs told, by a note whispered to them, that a fire card's Morale check was not rolled: the
 * only reason the fire gave the team, "saw casualties nearby" (Striker 8.C.1), was not borne out by
 * the board where the button was pressed (actions/nearby-casualties.ts). The presser is warned on
 * their own screen; when the presser is a player, the GM running the table would otherwise never
 * hear that a check the fire card called for was dropped, nor why.
 */
import { postCard } from "../../../system/cards/post-card";
import { gmUserIds } from "../../../system/gm-users";
import { MORALE_NOT_DUE_CARD } from "../cards/notes";
import { moraleNotDueNoteContext } from "../view/morale-not-due-note";
import type { NearbyDrop } from "../view/morale-after-fire";

/** The prompts this client has told the GMs of already: a second press tells them nothing new. */
const told = new Set<string>();

/**
 * Whispers the note to the GMs for a press of `prompt` (system/roll-once.ts promptId). Nothing for a
 * GM's own press, as the GM has the warning on screen; nothing for a player who does not own the team,
 * whom the roll would refuse anyway (so a stranger's presses cannot fill the GM's chat); nothing in
 * a world with no GM, where a message whispered to nobody would be posted for all to see.
 */
export async function tellGmsNotDue(actor: Actor.Implementation, dropped: NearbyDrop, prompt: string): Promise<void> {
  const user = game.user;
  if (!user || user.isGM || !actor.isOwner) return;
  const gms = gmUserIds();
  if (gms.length === 0) return;
  const key = `${actor.uuid}|${prompt}`;
  if (told.has(key)) return;
  told.add(key);
  await postCard(MORALE_NOT_DUE_CARD, {
    actor,
    whisper: gms,
    context: moraleNotDueNoteContext({ teamName: actor.name ?? "", dropped, presserName: user.name ?? "" }),
  });
}
