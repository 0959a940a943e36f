import { PENDING_TOAST_KEY, type ToastInput } from "./toast-types";

const SWIPE_DISMISS_PX = 50;
let timer: ReturnType<typeof setTimeout> | undefined;

function list(): HTMLElement | null {
  return document.querySelector("[data-toast-list]");
}

function dismiss(item: HTMLElement): void {
  clearTimeout(timer);
  item.remove();
}

/** Swiping right past the threshold dismisses; a shorter swipe springs back. */
function wireSwipe(item: HTMLElement): void {
  let startX: number | undefined;
  item.addEventListener("pointerdown", (e) => {
    startX = e.clientX;
    clearTimeout(timer);
  });
  item.addEventListener("pointermove", (e) => {
    if (startX === undefined) return;
    item.style.transform = `translateX(${Math.max(0, e.clientX - startX)}px)`;
  });
  const end = (e: PointerEvent) => {
    if (startX === undefined) return;
    const dx = e.clientX - startX;
    startX = undefined;
    if (dx > SWIPE_DISMISS_PX) dismiss(item);
    else item.style.transform = "";
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}

function build(toast: ToastInput): HTMLElement {
  const destructive = toast.variant === "destructive";
  const item = document.createElement("li");
  // Destructive toasts interrupt (alert); the others wait their turn (status).
  item.setAttribute("role", destructive ? "alert" : "status");
  item.setAttribute("aria-atomic", "true");
  item.dataset.toast = destructive ? "destructive" : "default";
  item.className = `pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform ${
    destructive
      ? "border-red-700 bg-red-600 text-white"
      : "border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
  }`;
  const body = document.createElement("div");
  body.className = "grid gap-1";
  const title = document.createElement("p");
  title.className = "text-sm font-semibold";
  title.textContent = toast.title;
  body.append(title);
  if (toast.description) {
    const description = document.createElement("p");
    description.className = "text-sm opacity-90";
    description.textContent = toast.description;
    body.append(description);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  close.className = "absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100";
  close.textContent = "✕";
  close.addEventListener("click", () => dismiss(item));
  item.append(body, close);
  wireSwipe(item);
  return item;
}

/** Shows one toast, replacing any toast on screen. */
export function showToast(toast: ToastInput): void {
  const target = list();
  if (!target) return;
  clearTimeout(timer);
  const item = build(toast);
  target.replaceChildren(item);
  timer = setTimeout(() => item.remove(), toast.duration ?? 5000);
}

/** Wires F8, htmx's HX-Trigger `showToast` event and a toast left by the previous page. */
export function installToasts(): void {
  window.showToast = showToast;
  document.addEventListener("keydown", (e) => {
    if (e.key === "F8") {
      e.preventDefault();
      document.querySelector<HTMLElement>("[data-toast-region]")?.focus();
    }
  });
  document.addEventListener("showToast", (e) => showToast((e as CustomEvent<ToastInput>).detail));
  try {
    const pending = sessionStorage.getItem(PENDING_TOAST_KEY);
    if (pending) {
      sessionStorage.removeItem(PENDING_TOAST_KEY);
      showToast(JSON.parse(pending) as ToastInput);
    }
  } catch {
    // Storage blocked or a malformed entry: the toast is merely lost.
  }
}
