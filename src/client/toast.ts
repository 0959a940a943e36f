import {
  PENDING_TOAST_KEY,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastInput,
} from "./toast-types";

let timer: ReturnType<typeof setTimeout> | undefined;

function list(): HTMLElement | null {
  return document.querySelector("[data-toast-list]");
}

/** Closes a toast: hidden at once, its node removed after the spec's remove delay (or when replaced). */
function dismiss(item: HTMLElement): void {
  clearTimeout(timer);
  item.dataset.state = "closed";
  item.hidden = true;
  setTimeout(() => item.remove(), TOAST_REMOVE_DELAY_MS);
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
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dismiss(item);
    else item.style.transform = "";
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}

function build(toast: ToastInput): HTMLElement {
  const destructive = toast.variant === "destructive";
  const item = document.createElement("li");
  item.dataset.toast = destructive ? "destructive" : "default";
  item.className = `pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform ${
    destructive
      ? "border-red-700 bg-red-600 text-white"
      : "border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
  }`;
  const body = document.createElement("div");
  body.className = "grid gap-1";
  // Destructive toasts interrupt (alert); the others wait their turn (status). The role sits on
  // the text, not on the <li>: a list item with another role breaks the list for screen readers
  // (axe's "list" rule).
  body.setAttribute("role", destructive ? "alert" : "status");
  body.setAttribute("aria-atomic", "true");
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
  item.dataset.state = "open";
  // TOAST_LIMIT is 1: the newest toast replaces every other, closed ones included.
  const kept = [...target.children].filter((el) => el.getAttribute("data-state") === "open");
  target.replaceChildren(...kept.slice(0, TOAST_LIMIT - 1), item);
  timer = setTimeout(() => dismiss(item), toast.duration ?? TOAST_DURATION_MS);
}

/** Wires F8, htmx's HX-Trigger `showToast` event and a toast left by the previous page. */
export function installToasts(): void {
  window.showToast = showToast;
  document.addEventListener("keydown", (e) => {
    if (e.key === TOAST_HOTKEY) {
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
