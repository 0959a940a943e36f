// exceljs ships no types for its internal helpers; xlsx-link-spool.ts uses this one.
declare module "exceljs/lib/utils/utils.js" {
  const utils: { xmlEncode(text: string): string };
  export default utils;
}
