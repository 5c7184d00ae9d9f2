/**
 * Heal Crewman from the spacecraft sheet (Guide 7.4 medical station, 7.13): a crewman the user plays
 * tends a shipmate aboard with their Medicine and a Med Kit, through the same battlefield medicine as
 * on the ground (actions/medicine.ts). The medic at the medical station is offered first; anyone else
 * with Medicine may try too, except while the ship carries a Hull Marker: in vacuum only the medic
 * heals (7.13, mayHealAboard). In a space battle it is the medical station's action for the turn (7.4).
 */
import { markerCount } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { MEDICAL_MARKERS } from "../rules/medicine";
import { mayHealAboard } from "../rules/marker-removal";
import { SP_SPACECRAFT_MARKER_ID as SC } from "../rules/marker-ids";
import { isAssetLevelReader } from "../models/asset-reader";
import { crewAboard, shipCrew } from "../turn/space-crew";
import { chooseOne } from "./choose-item";
import { medicine } from "./medicine";
import { claimStationAction } from "./station-claim";

const hurt = (a: Actor.Implementation): boolean => MEDICAL_MARKERS.some((id) => markerCount(readMarkers(a), id) > 0);

export async function healCrewman(ship: Actor.Implementation): Promise<void> {
  const crew = await shipCrew(ship);
  if (!crew) return;
  const aboard = crewAboard(crew);
  const medic = crew.stations.medical.person;
  // the medic first: the station's action is theirs
  const healers = aboard.filter((a) => a.isOwner && isAssetLevelReader(a.system)).sort((a, b) => Number(b === medic) - Number(a === medic));
  if (healers.length === 0) return warn("STARSKIRMISH.SpacePatrol.Care.noHealerAboard");
  const patients = aboard.filter(hurt);
  if (patients.length === 0) return warn("STARSKIRMISH.SpacePatrol.Care.nothingToTreat");
  const healer = await chooseOne("STARSKIRMISH.SpacePatrol.Care.chooseHealer", healers.map((a) => ({ value: a.id ?? "", label: a.name ?? "" })), healers);
  if (!healer) return;
  const hulled = markerCount(readMarkers(ship), SC.hull) > 0;
  if (!mayHealAboard(healer === medic, hulled)) return warn("STARSKIRMISH.SpacePatrol.Care.onlyMedicInVacuum");
  const patient = await chooseOne("STARSKIRMISH.SpacePatrol.Care.choosePatient", patients.map((a) => ({ value: a.id ?? "", label: a.name ?? "" })), patients);
  if (!patient) return;
  // Guide 7.4: Heal Crewman is the medical station's action for the turn, counted before the roll
  await medicine(healer, patient, () => claimStationAction(ship, "healCrewman"));
}
