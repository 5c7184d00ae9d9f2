// The character-creation tables of Guide 1.1-1.3 as roll tables: each branch's d8 table and the
// general d8 tables (1.2), and the d20 tables of honours, promotion, special mission and
// continuation, each result naming its row in words and carrying it as data (flags
// starskirmish.creationRow) for a reader that wants the numbers.
import { base, esc, idFor } from "../pack-source-kit.mjs";

/** Open ends as the roll tables show them ("11 or less", "24+"). */
const LOW = -99;
const HIGH = 99;

function table(key, name, description, formula, rows) {
  const _id = idFor("spC", key);
  const results = rows.map((r, i) => {
    const rid = idFor("spCR", `${key}.${i}`);
    return { _id: rid, _key: `!tables.results!${_id}.${rid}`, type: "text", name: r.name, img: "icons/svg/d20-black.svg", description: r.text ? `<p>${esc(r.text)}</p>` : "", range: r.range, weight: 1 + r.range[1] - r.range[0], drawn: false, flags: { starskirmish: { creationRow: r.data } } };
  });
  return { _id, _key: `!tables!${_id}`, name, img: "icons/svg/d20-grey.svg", description: `<p>${esc(description)}</p>`, formula, replacement: true, displayRoll: true, results, sort: 0, ...base, flags: { starskirmish: { creationTable: key } } };
}

/** A d8 table's rows: an asset, a category to choose from, or Cross-Training. */
function d8Rows(entries, L) {
  return entries.map((e, i) => {
    const name = e.kind === "asset" ? L(`STARSKIRMISH.SpacePatrol.Asset.${e.asset}`) : e.kind === "category" ? `${L(`STARSKIRMISH.SpacePatrol.Category.${e.category}`)} (choose one)` : "Cross-Training";
    return { name, range: [i + 1, i + 1], data: { ...e } };
  });
}

const band = (r) => [Number.isFinite(r.min) ? r.min : LOW, Number.isFinite(r.max) ? r.max : HIGH];

export function creationTables(t, L) {
  const out = [];
  for (const id of t.BRANCH_IDS) {
    const b = t.BRANCHES[id];
    out.push(table(`branch-${id}`, `Branch table: ${L(b.label)} (1.2)`, `Automatic asset: ${L(`STARSKIRMISH.SpacePatrol.Asset.${b.automatic}`)} (1.1). A cadet rolls three times here in the academy, and any term may roll here again.`, "1d8", d8Rows(b.table, L)));
  }
  const TABLE_NAMES = { personalDevelopment: "Personal Development", combat: "Combat", exploration: "Exploration", infiltration: "Infiltration (term 2 or after)", advancedTraining: "Advanced Training (branch asset 3+)", commandTraining: "Command Training (rank 3+)" };
  for (const id of t.GENERAL_TABLE_IDS) out.push(table(`general-${id}`, `${TABLE_NAMES[id]} (1.2)`, "Pick the table before each asset roll; a category entry makes you choose one of its assets at once.", "1d8", d8Rows(t.GENERAL_TABLES[id], L)));
  out.push(table("honors", "Honors (1.1)", "1d20 at graduation.", "1d20", t.HONORS_TABLE.map((r) => ({ name: { none: "Graduates", honors: "Honors", highHonors: "High Honors", highestHonors: "Highest Honors" }[r.honors] ?? r.honors, text: `${r.extraRolls} extra asset rolls; starts at rank ${r.rank}.`, range: band(r), data: { ...r, min: band(r)[0], max: band(r)[1] } }))));
  out.push(table("promotion", "Promotion (1.2)", "1d20 plus Leadership, each term after the academy.", "1d20", t.PROMOTION_TABLE.map((r) => ({ name: r.ranks === 0 ? "No promotion" : `Promoted ${r.ranks} rank${r.ranks > 1 ? "s" : ""}`, text: `${r.rolls} asset rolls.`, range: band(r), data: { ranks: r.ranks, rolls: r.rolls, min: band(r)[0], max: band(r)[1] } }))));
  out.push(table("special-mission", "Special Mission (1.2)", "1d20 plus Tactics, each term after the academy.", "1d20", t.SPECIAL_MISSION_TABLE.map((r) => ({ name: !r.mission ? "No special mission" : r.medal ? `Special mission with the ${L(`STARSKIRMISH.SpacePatrol.Medal.${r.medal}`)}` : "Special mission", text: `${r.rolls} asset rolls.`, range: band(r), data: { mission: r.mission, medal: r.medal, rolls: r.rolls, min: band(r)[0], max: band(r)[1] } }))));
  out.push(table("continuation", "Continuation (1.2)", "1d20 plus your best asset of your branch table, each term after the academy.", "1d20", t.CONTINUATION_TABLE.map((r) => ({ name: { cannot: "Cannot serve again: begin play", may: "May serve another term", must: "MUST serve another term" }[r.outcome], text: `${r.rolls} bonus asset rolls.`, range: band(r), data: { outcome: r.outcome, rolls: r.rolls, min: band(r)[0], max: band(r)[1] } }))));
  return out;
}
