// @vitest-environment happy-dom
// A crew-served weapon set up and packed up at the table (Striker 6.D.1, 8.A.1.a.3.b) after a real init:
// the team sheet's Set up starts it in the team's own movement phase with the Setting up marker at its
// SET UP; the GM's Next counts it down as each of the side's movement phases ends with the team in
// place; the weapon fires only once set up, and its team moves only once it is packed up again. In a
// battle the record and the marker are the GM's to count: a player's own write that skips or shortens
// a set-up is refused on its client and put back by the GM's.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { moveAs } from "../../../helpers/foundry/move-as";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

const HMG = "7mm Heavy Machinegun (TL 6)";
const HMG_ANSWER = { weapon: HMG, ammo: "standard", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" };

async function setup(inBattle = true) {
  // the gun's 2D6 hit (6+6), then 1s for every further die
  const b = await strikerBoard([6, 6, ...Array.from({ length: 20 }, () => 1)]);
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { CREW_SERVED_WEAPONS } = await import("../../../../src/rulesets/striker/rules/index");
  const gun = { _id: "h1", name: HMG, type: "strWeapon" as const, system: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "heavyMg7mm6")!) };
  const crew = (n: string) => trooper(n, { weaponItem: "h1", weapon: HMG, ammunition: "standard" });
  const blue = b.team("Actor.blue", "Blue A1", { troopers: [crew("Lee"), crew("Ng"), trooper("Ito"), trooper("Cruz")], morale: { value: 7, start: 7 } }, [gun], { default: 0, player1: 3 });
  const red = b.team("Actor.red", "Red B1", { troopers: ["E", "F", "G", "H"].map((n) => trooper(n)) }, [], { default: 0, player2: 3 });
  // blue is the first player, its token's corner at (450, 450); red 250 m east
  const tb = b.canvas.place(blue, { x: 500, y: 500 }, { _id: "tb", disposition: 1 });
  const tr = b.canvas.place(red, { x: 1000, y: 500 }, { _id: "tr", disposition: -1 });
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstMovement" } } } });
  if (inBattle) {
    b.g.game.combat = combat as never;
    b.g.game.combats.set(combat.id, combat as never);
    for (const [a, t] of [[blue, tb], [red, tr]] as const) combat.addCombatant({ actor: a, token: t.document });
  }
  const store = await import("../../../../src/system/markers/marker-store");
  const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
  const { STRIKER_TURN_BINDING } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
  const { StrikerTeamSheet } = await import("../../../../src/rulesets/striker/sheets/team-sheet");
  // the GM's client starts, and notes what it sees
  b.stubs.actAs("gm");
  b.stubs.fire.ready();
  await settle();
  b.stubs.actAs("player1");
  /**
   * The GM's Next until the turn stands at `turn`'s `phase` (its first step); the GM's client hears of
   * the team's updates its tracker wrote, as v13 tells every client of its own writes too.
   */
  const advanceTo = async (turn: number, phase: string) => {
    b.stubs.actAs("gm");
    const written = blue.updates.length;
    for (let i = 0; i < 40; i++) {
      const at = await advanceTurn(combat as never, STRIKER_TURN_BINDING);
      if (at?.turn === turn && at.phase === phase) break;
      if (i === 39) throw new Error(`never reached turn ${turn} ${phase}`);
    }
    for (const changed of blue.updates.slice(written)) b.stubs.fire.updated(blue as never, changed, "gm");
    await settle();
    b.stubs.actAs("player1");
  };
  const sheet = new StrikerTeamSheet({ document: blue } as never) as unknown as { render(force?: boolean): Promise<unknown>; element: HTMLElement; actionCalls: Promise<unknown>[] };
  /** The sheet's line for the gun, as drawn. */
  const row = async () => {
    await sheet.render(true);
    return sheet.element.querySelector<HTMLElement>('[data-set-up-state][data-item-id="h1"]')!;
  };
  /** The player presses the line's button; every client hears of the team's updates it wrote, the GM's last. */
  const press = async (action: "setUpWeapon" | "packUpWeapon") => {
    b.stubs.actAs("player1");
    const button = (await row()).querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
    if (!button) throw new Error(`no ${action} button`);
    const written = blue.updates.length;
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    for (const changed of blue.updates.slice(written)) {
      for (const who of ["player1", "gm"]) {
        b.stubs.actAs(who);
        b.stubs.fire.updated(blue as never, changed, "player1");
      }
    }
    await settle();
    b.stubs.actAs("player1");
  };
  /** The gun's record and the team's Setting up count. */
  const state = () => ({ record: blue.flags.starskirmish?.strSetUp ?? {}, marker: store.readMarkers(blue as never)["str-settingUp"] ?? 0 });
  /** The player fires blue's gun at red, from blue's token. */
  const fireGun = async () => {
    b.stubs.actAs("player1");
    b.canvas.tokens.controlled = [tb];
    b.targetTokens(tr);
    b.answer(HMG_ANSWER);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
  };
  /** The player moves blue `dx` pixels east along its row (100 px = 50 m). */
  const moveBlue = (dx: number) => moveAs(b.stubs, tb.document, "player1", { x: 450 + dx, y: 450 });
  /** `user`'s client writes the change past its own refusals; every client hears of it, the GM's last. */
  const forced = async (user: string, changed: Record<string, unknown>) => {
    b.stubs.actAs(user);
    await pastOwnRefusals(() => blue.update(changed as never));
    for (const who of user === "gm" ? ["gm"] : [user, "gm"]) {
      b.stubs.actAs(who);
      b.stubs.fire.updated(blue as never, changed, user);
    }
    await settle();
    b.stubs.actAs("player1");
  };
  const asks = (changed: object) => b.stubs.fire.preUpdate(blue as never, changed, b.g.game.user!.id);
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message.split(" ")[0]);
  return { ...b, blue, red, tb, tr, combat, store, advanceTo, row, press, state, fireGun, moveBlue, forced, asks, warnings };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe("setting a heavy machinegun up and packing it up (Striker 6.D.1)", () => {
  it("SET UP 2: ready after two friendly movement phases in place; no move meanwhile, and fire only once set up", async () => {
    const t = await setup();
    const line = await t.row();
    expect(line.dataset.setUpState).toBe("packed");
    expect(line.querySelector<HTMLButtonElement>('[data-action="setUpWeapon"]')!.disabled).toBe(false);
    // packed, it does not fire: the plan says why, and nothing is rolled
    await t.fireGun();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Fire.Problem.notSetUp");
    expect(t.messages).toEqual([]);
    await t.press("setUpWeapon");
    expect(t.state()).toEqual({ record: { h1: { state: "settingUp", left: 2 } }, marker: 2 });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.SetUp.started.setUp");
    expect((await t.row()).querySelector(".str-set-up-badge")!.textContent).toBe("Setting up: 2 left");
    // no movement while it sets up
    expect(await t.moveBlue(100)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.settingUp");
    // the first movement phase ends: one left
    await t.advanceTo(1, "firstFire");
    expect(t.state()).toEqual({ record: { h1: { state: "settingUp", left: 1 } }, marker: 1 });
    await t.fireGun();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Fire.Problem.notSetUp");
    // the enemy's movement phase counts nothing of blue's
    await t.advanceTo(1, "secondFire");
    expect(t.state()).toEqual({ record: { h1: { state: "settingUp", left: 1 } }, marker: 1 });
    await t.advanceTo(2, "firstFire");
    expect(t.state()).toEqual({ record: { h1: { state: "setUp", left: 0 } }, marker: 0 });
    expect(t.notes).toContain("STARSKIRMISH.Striker.SetUp.ready");
    expect((await t.row()).dataset.setUpState).toBe("setUp");
    await t.fireGun();
    expect(t.messages).toHaveLength(1);
  });

  it("a set-up gun holds its team until it is packed up, which takes as long", async () => {
    const t = await setup();
    await t.press("setUpWeapon");
    await t.advanceTo(2, "firstMovement");
    await t.advanceTo(3, "firstMovement");
    expect(t.state().record).toEqual({ h1: { state: "setUp", left: 0 } });
    expect(await t.moveBlue(100)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Move.problem.weaponSetUp");
    await t.press("packUpWeapon");
    expect(t.state()).toEqual({ record: { h1: { state: "packingUp", left: 2 } }, marker: 2 });
    await t.fireGun();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.Fire.Problem.notSetUp");
    await t.advanceTo(4, "firstMovement");
    expect(t.state()).toEqual({ record: { h1: { state: "packingUp", left: 1 } }, marker: 1 });
    await t.advanceTo(5, "firstMovement");
    expect(t.state()).toEqual({ record: {}, marker: 0 });
    expect(t.notes).toContain("STARSKIRMISH.Striker.SetUp.packed");
    expect(await t.moveBlue(100)).toBe(true);
  });

  it("offers Set up only in the team's own movement phase before it moves, and says why not", async () => {
    const t = await setup();
    expect(await t.moveBlue(40)).toBe(true);
    const moved = (await t.row()).querySelector<HTMLButtonElement>('[data-action="setUpWeapon"]')!;
    expect(moved.disabled).toBe(true);
    expect(moved.dataset.tooltipText).toMatch(/^The team has moved this phase.*\(6\.D\.1\)\.$/);
    await t.advanceTo(1, "secondMovement");
    const other = (await t.row()).querySelector<HTMLButtonElement>('[data-action="setUpWeapon"]')!;
    expect(other.disabled).toBe(true);
    expect(other.dataset.tooltipText).toMatch(/own movement phase/);
    // the action refuses as the button does
    const { changeWeaponSetUp } = await import("../../../../src/rulesets/striker/actions/weapon-set-up");
    await changeWeaponSetUp(t.blue as never, "h1", "setUp");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.SetUp.problem.notOwnPhase");
    expect(t.state()).toEqual({ record: {}, marker: 0 });
  });

  it("a team moved while its gun sets up (a rout, or the GM) spent the phase nowhere: the gun is packed", async () => {
    const t = await setup();
    await t.press("setUpWeapon");
    t.stubs.actAs("gm");
    await t.store.setMarkerCount(t.blue as never, t.store.markerDefinition("str-moved")!, 1);
    await t.advanceTo(1, "firstFire");
    expect(t.state()).toEqual({ record: {}, marker: 0 });
    expect(t.notes).toContain("STARSKIRMISH.Striker.SetUp.lost");
  });

  it("a counter sets nothing up: its sheet lists no gun to set up (3.A.1), and the action refuses it", async () => {
    const t = await setup(false);
    expect(await t.row()).not.toBeNull();
    await t.blue.update({ system: { counter: true } });
    expect(await t.row()).toBeNull();
    const { changeWeaponSetUp } = await import("../../../../src/rulesets/striker/actions/weapon-set-up");
    await changeWeaponSetUp(t.blue as never, "h1", "setUp");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Striker.SetUp.notInPlay");
    expect(t.state()).toEqual({ record: {}, marker: 0 });
  });

  it("outside a battle nothing counts phases: the gun is set up, and packed, at once", async () => {
    const t = await setup(false);
    await t.press("setUpWeapon");
    expect(t.state()).toEqual({ record: { h1: { state: "setUp", left: 0 } }, marker: 0 });
    await t.press("packUpWeapon");
    expect(t.state()).toEqual({ record: {}, marker: 0 });
  });
});

describe("the set-up is the GM's to count in a battle", () => {
  it("refuses a player's own write that skips or shortens a set-up; one written anyway is put back", async () => {
    const t = await setup();
    const skip = { flags: { starskirmish: { strSetUp: { h1: { state: "setUp", left: 0 } } } } };
    expect(t.asks(skip)).toBe(false);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Striker.Kept.setUpRefused"]);
    await t.forced("player1", skip);
    expect(t.state().record).toEqual({});
    expect(t.warnings()).toContain("STARSKIRMISH.Striker.Kept.setUpKept");
    await t.press("setUpWeapon");
    expect(t.state()).toEqual({ record: { h1: { state: "settingUp", left: 2 } }, marker: 2 });
    // a count brought down by hand: the flag and the kept marker both go back
    await t.forced("player1", { flags: { starskirmish: { "==strSetUp": { h1: { state: "settingUp", left: 1 } } } } });
    expect(t.state().record).toEqual({ h1: { state: "settingUp", left: 2 } });
    // the Setting up marker is kept likewise: taken off by hand, it stays
    t.stubs.actAs("player1");
    await t.store.adjustMarker(t.blue as never, t.store.markerDefinition("str-settingUp")!, -2);
    expect(t.state().marker).toBe(2);
    // the set-up gone wholly, the team free to move: put back
    await t.forced("player1", { flags: { starskirmish: { "-=strSetUp": null } } });
    expect(t.state().record).toEqual({ h1: { state: "settingUp", left: 2 } });
    // the GM's own change stands
    await t.forced("gm", { flags: { starskirmish: { "==strSetUp": { h1: { state: "setUp", left: 0 } } } } });
    expect(t.state().record).toEqual({ h1: { state: "setUp", left: 0 } });
  });

  it("lets the owner start a set-up whole, as the sheet writes it, and no shorter one", async () => {
    const t = await setup();
    expect(t.asks({ flags: { starskirmish: { "==strSetUp": { h1: { state: "settingUp", left: 2 } } } } })).not.toBe(false);
    expect(t.asks({ flags: { starskirmish: { "==strSetUp": { h1: { state: "settingUp", left: 1 } } } } })).toBe(false);
    // the team's other fields no guard keeps stay its owner's
    expect(t.asks({ system: { notes: "<p>Dug in.</p>" } })).not.toBe(false);
  });
});
