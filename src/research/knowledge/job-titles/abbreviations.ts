/*
 * Abbreviated words of job titles as small firms print them in a tight column or a label
 * ("Resp. commerciale", "Dir. comercial", "Kfm. Leitung", "Techn. Leiter"), each with the words it
 * may stand for in the languages we read. A title is matched with each reading in turn; the
 * printed title is kept as it stands.
 */
export const TITLE_ABBREVIATIONS: Record<string, readonly string[]> = {
  "resp.": ["responsabile", "responsable", "responsável"],
  "dir.": ["direttore", "director", "directeur", "diretor", "dyrektor", "direktor"],
  "kfm.": ["kaufmännische"],
  "techn.": ["technischer", "technische", "technique", "tecnico", "técnico"],
  "comm.": ["commerciale", "commercial"],
  "amm.": ["amministratore"],
  "adm.": ["administrativo", "administratif", "administrador"],
};
