import type { ToastInput } from "../toast-types";

/** The research page's toasts of spec §8, word for word. */
export const researchToasts = {
  messageFailed: {
    title: "Message Failed",
    description: "Could not send message. Please try again.",
    variant: "destructive",
  },
  requestFailed: {
    title: "Error",
    description: "Failed to send request. Please try again.",
    variant: "destructive",
  },
  sessionExpired: {
    title: "Session Expired",
    description: "Please login to continue. Redirecting...",
    variant: "destructive",
  },
  unauthorized: {
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  },
  confirmed: {
    title: "Research Confirmed",
    description: "Research has started using the confirmed keywords",
  },
  confirmFailed: (message: string): ToastInput => ({
    title: "Error",
    description: `Failed to confirm research: ${message}`,
    variant: "destructive",
  }),
  statusFailed: {
    title: "Error",
    description: "Failed to update research status.",
    variant: "destructive",
  },
} satisfies Record<string, ToastInput | ((message: string) => ToastInput)>;

/** Spec §8/§9 redirect delays: 500 ms in general, 1500 ms when a chat send finds no session. */
export const REDIRECT_DELAY_MS = 500;
export const CHAT_SESSION_REDIRECT_MS = 1_500;
