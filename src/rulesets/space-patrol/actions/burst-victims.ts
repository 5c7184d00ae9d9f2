/**
 * Who a burst catches on the board (Guide 6.11, 6.12), for a thrown grenade and for indirect fire
 * alike: every token within the radius of where it landed, the one it landed on (or was aimed at, on
 * a hit) taking the direct hit; the user is asked who has cover between them and the burst, which
 * stops the damage (6.12 says so of a grenade; of rounds and bombs from above it is our reading, see
 * burst-landing.ts); each victim carries their markers, damage table and armour.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { readMarkers } from "../../../system/markers/marker-store";
import { pixelsPerUnit, tokensOnBoard, type Point, type TokenObject } from "../../../system/board";
import { caughtByBurst, type BoardPiece } from "../view/grenade-card";
import type { GrenadeVictimInput } from "../view/grenade-burst";
import { readCoverForm } from "../view/grenade-options";
import { coverDialogWords, type BurstSource } from "../view/burst-cover-words";
import { targetProfile } from "./target-profile";
import { askDialogInput } from "../../../system/form-dialog";

export type BurstVictim = GrenadeVictimInput & { readonly uuid: string };

function piecesOnBoard(): { piece: BoardPiece; token: TokenObject }[] {
  const ppi = pixelsPerUnit();
  return tokensOnBoard().map((token) => ({
    token,
    piece: { key: token.document.id ?? "", x: token.center.x / ppi, y: token.center.y / ppi, halfWidth: token.w / ppi / 2, halfHeight: token.h / ppi / 2 },
  }));
}

/**
 * The burst's victims at `landing` (canvas pixels) with a radius in inches. `askCover` is false for
 * smoke, which harms nobody. `directKey` is the token a hit was aimed at, or null to take the one
 * the burst lands on. `source` is what burst, which the cover dialog names (a grenade, 6.12, or
 * rounds or a bomb from above, 6.11).
 */
export async function burstVictims(landing: Point, radius: number, directKey: string | null, askCover: boolean, source: BurstSource): Promise<BurstVictim[]> {
  const ppi = pixelsPerUnit();
  const board = piecesOnBoard();
  const caught = caughtByBurst({ x: landing.x / ppi, y: landing.y / ppi }, radius, board.map((b) => b.piece), directKey);
  const tokenOf = (key: string) => board.find((b) => b.piece.key === key)?.token;
  const exposed = caught.filter((c) => !c.directHit);
  let covered = new Set<string>();
  if (askCover && exposed.length > 0) {
    const words = coverDialogWords(source);
    const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/grenade-cover.hbs`, {
      hintKey: words.hintKey,
      distanceKey: words.distanceKey,
      victims: exposed.map((c) => ({ key: c.key, name: tokenOf(c.key)?.name ?? "", inches: c.inches })),
    });
    const answer = await askDialogInput({
      window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Grenade.coverTitle") },
      content,
      ok: { label: words.confirmKey },
    });
    covered = readCoverForm(answer, exposed.map((c) => c.key));
  }
  if (!askCover) return [];
  return caught.map((c) => {
    const token = tokenOf(c.key);
    return { key: c.key, name: token?.name ?? "", directHit: c.directHit, coverBetween: covered.has(c.key), markers: token?.actor ? readMarkers(token.actor) : {}, ...targetProfile(token?.actor), uuid: token?.actor?.uuid ?? "" };
  });
}
