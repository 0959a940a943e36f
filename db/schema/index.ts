// The whole schema, one module per aggregate; drizzle-kit and the clients read it from here.
export * from "./api";
export * from "./billing";
export * from "./companies";
export * from "./list-rows";
export * from "./projects";
export * from "./results";
export * from "./sessions";
export * from "./site-readings";
export * from "./users";
