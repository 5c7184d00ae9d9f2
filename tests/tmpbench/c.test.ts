import { it } from "vitest";
import { markerCount } from "../../src/core/markers";
import { resolveTask } from "../../src/rulesets/space-patrol/rules/task";
import { fireModifiers } from "../../src/rulesets/space-patrol/rules/fire-advantages";
import { resolveDamage } from "../../src/rulesets/space-patrol/rules/damage";
import { SeededDice } from "../../src/core/seeded-dice";
function time(name: string, f: () => void, n = 200000) {
  for (let i = 0; i < 20000; i++) f();
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  console.log(name, (((performance.now() - t) * 1000) / n).toFixed(3), "us");
}
it("parts", () => {
  const c = { "sp-wound": 1 };
  time("markerCount", () => { markerCount(c, "sp-wound"); });
  time("resolveTask", () => { resolveTask({ dt: 12, asset: 3, equipment: 1, advantages: 1, disadvantages: 2 }, 12); });
  time("fireModifiers", () => { fireModifiers({ moved: true }, { movedLastTurn: true, cover: "low", markers: c }); });
  const dice = new SeededDice(3);
  time("resolveDamage", () => { resolveDamage({ table: "individual", penetration: 5, armour: { hand: 1, bullets: 2, energy: 3 }, dice }); });
  time("resolveDamage+current", () => { resolveDamage({ table: "individual", penetration: 5, armour: { hand: 1, bullets: 2, energy: 3 }, dice, current: c }); });
});
