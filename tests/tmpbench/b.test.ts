import { it } from "vitest";
import { SeededDice } from "../../src/core/seeded-dice";
import { resolveFire } from "../../src/rulesets/space-patrol/rules/fire";
import { startOfTurnChecks } from "../../src/rulesets/space-patrol/rules/start-of-turn";
it("bench", () => {
  const dice = new SeededDice(1);
  const input = { shooter: { asset: 3, moved: true }, weapon: { band: "effective" as const, penetration: 5, targets: 2, ammoPerTurn: 10, equipment: 1 }, targets: [{ movedLastTurn: true, cover: "low" as const, armour: { hand: 1, bullets: 3, energy: 2 }, markers: { "sp-wound": 1 } }], d20: 17, dice };
  for (let i = 0; i < 20000; i++) resolveFire(input);
  let t = performance.now();
  const N = 200000;
  for (let i = 0; i < N; i++) resolveFire(input);
  console.log("fire us", ((performance.now() - t) * 1000) / N);
  t = performance.now();
  for (let i = 0; i < N; i++) { dice.die(20); dice.die(10); dice.die(10); dice.die(10); dice.die(10); dice.die(10); dice.die(10); }
  console.log("dice us", ((performance.now() - t) * 1000) / N);
  const counts = Array.from({ length: 500 }, (_, i) => (i % 3 === 0 ? { "sp-wound": 1, "sp-mortalWound": 1, "sp-stun": 1, "sp-morale": 1 } : i % 3 === 1 ? { "sp-vehicle-failureCascade": 2, "sp-vehicle-control": 1 } : {}));
  for (let k = 0; k < 100; k++) for (const c of counts) startOfTurnChecks(c, "individual");
  t = performance.now();
  for (let k = 0; k < 100; k++) for (let i = 0; i < 500; i++) startOfTurnChecks(counts[i]!, i % 3 === 1 ? "vehicle" : "individual");
  console.log("sot 500 ms", (performance.now() - t) / 100);
});
