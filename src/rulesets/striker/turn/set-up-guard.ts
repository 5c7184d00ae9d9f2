/**
 * A team's weapon set-ups in a battle (Striker 6.D.1) are the GM's to count: v13 lets the team's
 * owner write the strSetUp flag (turn/set-up-record.ts) like every other flag, and a record that
 * skipped or shortened a set-up would let a weapon fire, or its team move, phases early. While the team is a
 * combatant of any combat, its owner may only start a set-up or a pack-up, whole and at a moment the
 * rules allow (its own movement phase, before it moves, not suppressed nor routed: rules/weapon-set-up.ts
 * ownersSetUpChange), which is what the sheet's Set up and Pack up write (actions/weapon-set-up.ts); a
 * player's own client refuses any other change, and the active GM's client writes back one written
 * anyway and tells the GM. The GM's tracker counts the phases (turn/set-up-phase.ts); the Setting up
 * marker that shows them is kept likewise (rules/markers.ts). Outside a battle, and for the GM, any
 * change stands. The memory and hooks are the kit's (system/turn/kept-fields.ts), registered at init.
 */
import { SYSTEM_ID } from "../../../system/constants";
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { keepActorField } from "../../../system/turn/kept-fields";
import { TeamData } from "../models/team-model";
import { ownersSetUpChange, readTeamSetUp, sameTeamSetUp, type SetUpMoment, type WeaponSetUp } from "../rules/weapon-set-up";
import { setUpValues } from "../view/set-up-weapons";
import { teamItems } from "../actions/team-item-data";
import { trackedStrikerPosition } from "./fired-at";
import { setUpMomentOf, setUpUpdate, teamSetUpOf } from "./set-up-record";

type Record_ = Record<string, WeaponSetUp>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The team's record; undefined for an actor that is no team. */
function read(actor: Actor.Implementation): Record_ | undefined {
  return actor.system instanceof TeamData ? teamSetUpOf(actor) : undefined;
}

/** The team's moment as its token shows it; with no token on a scene it is in no movement phase of its own. */
function momentOf(actor: Actor.Implementation): SetUpMoment {
  const token = actor.getActiveTokens(false, true)[0];
  if (!token) return { ownMovementPhase: false, movedThisPhase: false, condition: "ready" };
  return setUpMomentOf(actor, token.disposition, trackedStrikerPosition());
}

function ownersChange(actor: Actor.Implementation, before: Record_, now: Record_): boolean {
  return sameTeamSetUp(before, now) || ownersSetUpChange(before, now, setUpValues(teamItems(actor)), momentOf(actor));
}

/**
 * The record an update would leave, on the client about to write it: `changed` as v13 hands the hook
 * (dotted keys expanded here all the same); the flag replaced whole ("=="), merged key by key (an
 * entry's "-=" key removing it), or removed ("-=", or the system's flags wholly).
 */
function recordAfter(record: Record_, changed: Record<string, unknown>): Record_ {
  const expanded: unknown = foundry.utils.expandObject(changed);
  const flags = isRecord(expanded) && isRecord(expanded.flags) ? expanded.flags : {};
  if (`-=${SYSTEM_ID}` in flags || `==${SYSTEM_ID}` in flags) return {};
  const scope = isRecord(flags[SYSTEM_ID]) ? flags[SYSTEM_ID] : {};
  if ("-=strSetUp" in scope) return {};
  if ("==strSetUp" in scope) return readTeamSetUp(scope["==strSetUp"]);
  const given = scope.strSetUp;
  if (given === null) return {};
  if (!isRecord(given)) return record;
  const merged: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(given)) {
    if (key.startsWith("-=")) delete merged[key.slice(2)];
    else merged[key] = isRecord(value) && isRecord(merged[key]) ? { ...merged[key], ...value } : value;
  }
  return readTeamSetUp(merged);
}

/** Registers a team's weapon set-ups as the GM's to count in a battle; during init. */
export function keepTeamSetUps(): void {
  keepActorField<Record_ | undefined>({
    what: "a Striker team's weapon set-ups",
    read,
    stands: (actor, _changed, before) => {
      const now = read(actor);
      return !now || !before || !actorInAnyCombat(actor) || ownersChange(actor, before, now);
    },
    putBack: (now, before) => (now && before && !sameTeamSetUp(now, before) ? setUpUpdate(before) : {}),
    keptNotice: "STARSKIRMISH.Striker.Kept.setUpKept",
    refusal: (actor, changed) => {
      const now = read(actor);
      if (!now || !actorInAnyCombat(actor)) return null;
      return ownersChange(actor, now, recordAfter(now, changed)) ? null : "STARSKIRMISH.Striker.Kept.setUpRefused";
    },
  });
}
