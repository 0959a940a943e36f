import { researchToasts } from "../../client/research/toasts";
import type { ToastInput } from "../../client/toast-types";

/** The project-operation toasts of spec §8, word for word. */
export const toasts = {
  created: { title: "Research Created", description: "Start chatting to begin finding companies!" },
  createFailed: (message: string): ToastInput => ({
    title: "Error",
    description: `Failed to create research project: ${message}`,
    variant: "destructive",
  }),
  renamed: { title: "Name Updated", description: "The research name has been updated." },
  renameFailed: {
    title: "Update Failed",
    description: "Failed to update the project name. Please try again.",
    variant: "destructive",
  },
  deleted: { title: "Project Deleted", description: "The research project has been deleted." },
  deleteFailed: {
    title: "Delete Failed",
    description: "Failed to delete the project. Please try again.",
    variant: "destructive",
  },
  // The same toast the research page shows when the pause control gets no answer.
  statusFailed: researchToasts.statusFailed,
} satisfies Record<string, ToastInput | ((m: string) => ToastInput)>;
