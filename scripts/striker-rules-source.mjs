// Writes the Striker II rules reference (packs/_source/str-rules): the game turn and its fire steps
// from the sequence data, every marker from the marker data, and how the rules are played at the
// table, in the words of scripts/striker-packs/texts.mjs. Run when the sequence, a marker or a text
// changes:   node scripts/striker-rules-source.mjs          (--check compares without writing)
import { join } from "node:path";
import { esc, journal, langLookup, loadModule, markersPage, root, writePack } from "./pack-source-kit.mjs";
import { MARKER_TEXT, TABLE_TEXT } from "./striker-packs/texts.mjs";

const STRIKER = join(root, "src/rulesets/striker");
const ENTRY = `export { PHASES, FIRE_STEPS } from "${join(STRIKER, "rules/sequence.ts")}";
export { STRIKER_MARKERS } from "${join(STRIKER, "rules/markers.ts")}";`;

const t = await loadModule("striker-rules", ENTRY);
const L = await langLookup();

function turnPage() {
  const steps = t.FIRE_STEPS.map((s) => `<li><strong>${esc(L(s.label))}</strong>: ${esc(L(s.hint))}</li>`).join("");
  const phases = t.PHASES.map((p) => {
    // a hint that opens with its phase's name ("Command phase: ...") is not given the name twice
    const said = p.hint ? L(p.hint).replace(new RegExp(`^${L(p.label)}: `), "") : "";
    const hint = p.hint ? `: ${esc(said.charAt(0).toUpperCase() + said.slice(1))}` : `, in six steps:<ol style="list-style:none">${steps}</ol>`;
    return `<li><strong>${p.number}. ${esc(L(p.label))}</strong>${hint}</li>`;
  });
  const intro = "<p>Every turn runs these five phases, and the tracker walks them. The scenario names the first player; nobody rolls for it. A player's own movement and fire phases are that player's friendly phases (3.B).</p>";
  return { name: "The game turn", content: `${intro}<ol style="list-style:none">${phases.join("")}</ol>` };
}


function tablePage() {
  return { name: "Playing at the table", content: TABLE_TEXT.map((p) => `<p>${esc(p)}</p>`).join("") };
}

const rules = journal("str", "rules", "Striker II Rules Reference", [turnPage(), markersPage({ markers: t.STRIKER_MARKERS, prefix: "str-", texts: MARKER_TEXT, L, notes: (m) => (m.keptInBattle ? ", kept by the GM in a battle" : "") }), tablePage()]);
await writePack("str-rules", [rules], () => "rules-reference");
