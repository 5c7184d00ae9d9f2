/**
 * Setting a crew-served weapon up, or packing it up, from the team sheet (Striker 6.D.1,
 * 8.A.1.a.3.b). Its owner starts it in the team's own movement phase, before the team moves: the
 * weapon's record (turn/set-up-record.ts) says setting up (or packing up) with its whole SET UP of
 * friendly movement phases to spend, and the team takes the Setting up marker with that count. The
 * GM's tracker counts it down as each of the side's movement phases ends with the team in place
 * (turn/set-up-phase.ts), and the weapon is set up (or packed) when none is left. Outside a battle
 * (the team in no combat) no phases are counted: the weapon is set up or packed at once, as a
 * scenario deploys it.
 */
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { inform, warn } from "../../../system/notify";
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { actingToken } from "../../../system/board";
import { STR_MARKER } from "../rules/markers";
import { packUpProblem, PACKED, setUpMarkerCount, setUpProblem, startPackUp, startSetUp, weaponSetUpOf, type WeaponSetUp } from "../rules/weapon-set-up";
import { setUpProblemLabel } from "../view/set-up-view";
import { setUpWeapons } from "../view/set-up-weapons";
import { isCounter } from "../models/team-not-counter";
import { alreadyOffBoard } from "../turn/routed-off";
import { trackedStrikerPosition } from "../turn/fired-at";
import { setUpMomentOf, setUpUpdate, teamSetUpOf } from "../turn/set-up-record";
import { teamItems } from "./team-item-data";

export type SetUpAction = "setUp" | "packUp";

/** Starts setting up (or packing up) the team's weapon item `itemId`; the owner's, from the sheet. */
export async function changeWeaponSetUp(actor: Actor.Implementation, itemId: string, action: SetUpAction): Promise<void> {
  if (!actor.isOwner) return;
  const weapon = setUpWeapons(teamItems(actor)).find((w) => w.id === itemId);
  if (!weapon) return warn(setUpProblemLabel("noSetUp"));
  const token = actingToken(actor);
  if (!token) return warn("STARSKIRMISH.Striker.SetUp.noToken");
  const team = token.name ?? actor.name ?? "";
  // Striker 8.C.4.b, 3.A.1: out of play, or no team at all
  if (alreadyOffBoard(token.document) || isCounter(actor)) return warn("STARSKIRMISH.Striker.SetUp.notInPlay", { team });
  const record = teamSetUpOf(actor);
  const current = weaponSetUpOf(record, itemId);
  const moment = setUpMomentOf(actor, token.document.disposition, trackedStrikerPosition());
  const problem = action === "setUp" ? setUpProblem(weapon.setUp, current, moment) : packUpProblem(weapon.setUp, current, moment);
  if (problem) return warn(setUpProblemLabel(problem));
  const inBattle = actorInAnyCombat(actor);
  const next: WeaponSetUp = !inBattle ? (action === "setUp" ? { state: "setUp", left: 0 } : PACKED) : action === "setUp" ? startSetUp(weapon.setUp) : startPackUp(weapon.setUp);
  const after = { ...record, [itemId]: next };
  await actor.update(setUpUpdate(after));
  const marker = markerDefinition(STR_MARKER.settingUp);
  // the marker shows the most phases any weapon still needs (the rules' numbered set-up counters)
  if (marker) await setMarkerCount(actor, marker, setUpMarkerCount(after));
  const key = inBattle ? `STARSKIRMISH.Striker.SetUp.started.${action}` : `STARSKIRMISH.Striker.SetUp.done.${action}`;
  inform(key, { team, weapon: weapon.name, phases: weapon.setUp });
}
