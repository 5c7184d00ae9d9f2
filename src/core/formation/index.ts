/** Formation layout: placing a whole formation on a scene at once, as pure geometry. */
export * from "./types";
export * from "./facing";
export * from "./cell-key";
export * from "./hex";
export * from "./grid-geometry";
export { crossesWall, crossesAnyWall } from "../board/walls";
export * from "./formation-tree";
export * from "./shapes";
export * from "./blocked-cells";
export * from "./placement-field";
export * from "./input-checks";
export * from "./layout";
export * from "./bench-input";
