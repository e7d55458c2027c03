import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { TOAST } from '@common/constants';

// shadcn-style toast store: any module calls toast(), <Toaster/> renders the list.

// Closed toasts stay mounted this long so Radix can play the exit animation.
const REMOVE_DELAY_MS = 1000;

// What the toaster (components/ui/toaster.tsx) hands to each <Toast>: plain values, so the store sits
// below the components that draw it.
export type ToasterToast = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactElement;
  variant?: 'default' | 'destructive';
  duration?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export type ToastInput = Omit<ToasterToast, 'id'>;

type ToastState = { toasts: ToasterToast[] };

let state: ToastState = { toasts: [] };
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: ToastState): void {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setState({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, REMOVE_DELAY_MS),
  );
}

function dismissToast(id?: string): void {
  for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setState({ toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
}

// Spec 9: one toast shown at a time, so a new toast replaces the older ones.
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const created: ToasterToast = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismissToast(id);
    },
  };
  setState({ toasts: [created, ...state.toasts].slice(0, TOAST.limit) });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastState {
  return state;
}

// Whether any toast was ever asked for: the toaster's code is downloaded from then on (toaster-slot.tsx).
export function toastsAsked(): boolean {
  return nextId !== 0;
}

export function currentToasts(): readonly ToasterToast[] {
  return state.toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
