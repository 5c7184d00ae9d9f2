/**
 * The GM's tracker counts set-ups down (Striker 6.D.1): as a side's movement phase ends (the turn
 * moves on from it), each of that side's teams that spent it in the same position has one phase
 * fewer to spend on each weapon setting up or packing up, and a weapon with none left is set up (or
 * packed); the Setting up marker shows what is still needed, and goes with the last. A team that
 * moved in the phase (its Moved marker, 6.E: a rout's move away, 8.C.4.b, or one the GM made) spent
 * it nowhere: its weapons are packed. A Setting up marker put on by hand, with no weapon record
 * behind it, is counted down one a phase as the rules' numbered counters are. On the GM's client,
 * from turn/turn-tracker.ts; the GM hears of each weapon now set up or packed.
 */
import { markerCount } from "../../../core/markers";
import { previousPosition, type TurnPosition } from "../../../core/turn/index";
import { inform } from "../../../system/notify";
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import { STR_MARKER } from "../rules/markers";
import { phase, readPosition, STRIKER_TURN } from "../rules/sequence";
import { sideOf } from "../rules/turn-expiry";
import { sameTeamSetUp, setUpMarkerCount, teamAfterMovementPhase, weaponSetUpOf } from "../rules/weapon-set-up";
import { presentSetUp } from "../view/set-up-view";
import { teamItems } from "../actions/team-item-data";
import { setUpUpdate, teamSetUpOf } from "./set-up-record";

/** binding.onEnter: the set-ups of the side whose movement phase ended as the turn reached `entered`. */
export async function countSetUpsDown(combat: Combat.Implementation, entered: TurnPosition): Promise<void> {
  if (!game.user?.isGM) return;
  const before = previousPosition(STRIKER_TURN, readPosition(entered));
  if (!before) return;
  const ended = phase(before.phase);
  if (ended.kind !== "movement") return;
  const marker = markerDefinition(STR_MARKER.settingUp);
  const seen = new Set<string>();
  for (const combatant of combat.combatants ?? []) {
    const token = combatant.token;
    const actor = token?.actor;
    if (!token || !actor || !(actor.system instanceof TeamData) || seen.has(actor.uuid)) continue;
    if (sideOf(token.disposition) !== ended.player) continue;
    seen.add(actor.uuid);
    const items = teamItems(actor);
    const record = presentSetUp(teamSetUpOf(actor), items);
    const markers = readMarkers(actor);
    const shown = markerCount(markers, STR_MARKER.settingUp);
    const held = Object.keys(record).length > 0;
    if (!held && shown === 0) continue;
    const stayed = markerCount(markers, STR_MARKER.moved) === 0;
    const next = teamAfterMovementPhase(record, stayed);
    if (!sameTeamSetUp(next, teamSetUpOf(actor))) await actor.update(setUpUpdate(next));
    const count = held ? setUpMarkerCount(next) : Math.max(0, shown - 1);
    if (marker && count !== shown) await setMarkerCount(actor, marker, count);
    const team = token.name ?? actor.name ?? "";
    for (const item of items) {
      const was = weaponSetUpOf(record, item.id).state;
      const now = weaponSetUpOf(next, item.id).state;
      if (was === now) continue;
      if (now === "setUp") inform("STARSKIRMISH.Striker.SetUp.ready", { team, weapon: item.name });
      else if (now === "packed") inform(was === "packingUp" ? "STARSKIRMISH.Striker.SetUp.packed" : "STARSKIRMISH.Striker.SetUp.lost", { team, weapon: item.name });
    }
  }
}
