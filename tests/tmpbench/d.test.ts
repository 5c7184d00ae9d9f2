import { it } from "vitest";
import { placeMarkers } from "../../src/rulesets/space-patrol/rules/damage";
function time(name: string, f: () => void, n = 200000) {
  for (let i = 0; i < 20000; i++) f();
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  console.log(name, (((performance.now() - t) * 1000) / n).toFixed(3), "us");
}
it("parts", () => {
  const c: Record<string, number> = { "sp-wound": 1 };
  time("spread", () => { const o: Record<string, number> = { ...c }; o["sp-morale"] = 1; });
  time("assign", () => { const o: Record<string, number> = Object.assign({}, c); o["sp-morale"] = 1; });
  time("forin", () => { const o: Record<string, number> = {}; for (const k in c) o[k] = c[k]!; o["sp-morale"] = 1; });
  time("place", () => { placeMarkers(c, ["sp-wound", "sp-morale"]); });
  time("place0", () => { placeMarkers(c, []); });
});
