/*
 * The research test helpers in one import: the engine harness, the database rows a run leaves,
 * the sandbox's ground truth and corpus copies. Each lives in its own module.
 */

export * from "./research-harness";
export * from "./research-rows";
export * from "./research-sandbox";
export * from "./research-truth";
