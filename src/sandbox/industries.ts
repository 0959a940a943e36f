/* The sandbox's industries are the engine's glossary table (research/knowledge/industries.ts). */
export {
  type Industry,
  industries,
  industryById,
  type Multilingual,
} from "../research/knowledge/industries.ts";
