// The per-language name maps of gender-detection-from-name (CommonJS, untyped): name → gender.
declare module "gender-detection-from-name/names/*.js" {
  const names: Map<string, "male" | "female">;
  export default names;
}
