/*
 * Corpus folders (docs/corpus-format.md): a sandbox web written as files, by hand or exported
 * from the generator, loaded into the same SandboxCorpus that startSandbox serves.
 */

export { CorpusFolderError } from "./corpus-folder/folder-error.ts";
export type { FolderProfile } from "./corpus-folder/format.ts";
export { FOLDER_CORPUS_SEED, type LoadedCorpus, loadCorpusFolder } from "./corpus-folder/load.ts";
export { mergeCorpora } from "./corpus-folder/merge.ts";
export { toSandboxDomain } from "./corpus-folder/sandbox-domain.ts";
export { type SavedCorpusFigures, saveCorpusFolder } from "./corpus-folder/save.ts";
