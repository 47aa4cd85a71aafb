import { ERROR_TOAST_DURATION_MS, SNACKBAR_TIMEOUT_MS, TOAST_DURATION_MS } from '@manara/contract';
import { useSyncExternalStore } from 'react';

/** Spec 1 §4 Toast types; the snackbar shows them green, red, orange and blue (spec 1 §2). */
export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export type Toast = {
  id: number;
  message: string;
  severity: ToastSeverity;
  /** Milliseconds on screen; null never closes by itself (the spec's -1). */
  duration: number | null;
};

/** The spec's durations: 3000 ms, 5000 ms for errors (spec 1 §9). */
export function toastDuration(severity: ToastSeverity): number {
  return severity === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

/** A snackbar's timeout: the default 5000 ms; -1 means it never closes (spec 1 §9). */
export function snackbarDuration(timeout: number = SNACKBAR_TIMEOUT_MS): number | null {
  return timeout === -1 ? null : timeout;
}

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a message; toasts wait in turn. Answers its id (to dismiss it early). */
export function showSnackbar(message: string, options: { severity?: ToastSeverity; timeout?: number } = {}): number {
  const id = nextId++;
  const severity = options.severity ?? 'info';
  queue = [...queue, { id, message, severity, duration: snackbarDuration(options.timeout) }];
  emit();
  return id;
}

function showToast(severity: ToastSeverity, message: string): number {
  return showSnackbar(message, { severity, timeout: toastDuration(severity) });
}

/** `toast.success(t('…'))`: messages are already in the user's language. */
export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
  info: (message: string) => showToast('info', message),
};

export function dismissToast(id: number): void {
  queue = queue.filter((item) => item.id !== id);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen now (the oldest waiting), or null. */
export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => queue[0] ?? null,
    () => null,
  );
}
