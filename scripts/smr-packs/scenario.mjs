// The sample scenario's map, of our own design: Harrow Ford, 16 columns by 11 rows of flat-topped
// hexes (Foundry's odd-q grid, 100 px), a river running north to south with a bridge and a ford, a
// road over the bridge, woods on both banks and a farm on the west bank. Hexes are (column, row).

const column = (col, rows) => rows.map((row) => [col, row]);
const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const HARROW_FORD = {
  size: 100,
  columns: 16,
  rows: 11,
  areas: [
    { name: "River Harrow", terrain: "river", color: "#2f6fb0", hexes: [...column(8, [1, 2, 3, 4, 6, 7, 9, 10]), ...column(7, [8])] },
    { name: "The ford", terrain: "shallowWater", color: "#6fa8dc", hexes: [[8, 8]] },
    { name: "Harrow bridge", terrain: "bridge", color: "#8d6e63", hexes: [[8, 5]] },
    { name: "Bridge road", terrain: "road", color: "#c9b28a", hexes: [...range(1, 7).map((c) => [c, 5]), ...range(9, 15).map((c) => [c, 5])] },
    { name: "West wood", terrain: "forest", color: "#2e5d2e", hexes: [[3, 1], [4, 1], [3, 2], [4, 2], [5, 2]] },
    { name: "East wood", terrain: "forest", color: "#2e5d2e", hexes: [[11, 7], [12, 7], [11, 8], [12, 8], [13, 8], [12, 9]] },
    { name: "Harrow farm", terrain: "town", color: "#a1887f", hexes: [[4, 7], [5, 7], [4, 8]] },
    { name: "Marsh", terrain: "swamp", color: "#556b2f", hexes: [[9, 9], [9, 10], [10, 10]] },
  ],
};
