import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_MIN_VISIBLE,
  TOAST_REMOVE_DELAY,
  getToastState,
  reducer,
  resetToastStore,
  toast,
  type ToasterToast,
  type ToastState,
} from "@/hooks/use-toast";

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, open: true, ...extra });

describe("toast reducer", () => {
  it("uses the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
  });

  it("keeps only the newest toast (limit of one)", () => {
    let state: ToastState = { toasts: [] };
    state = reducer(state, { type: "ADD_TOAST", toast: make("1", { title: "first" }) });
    state = reducer(state, { type: "ADD_TOAST", toast: make("2", { title: "second" }) });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]).toMatchObject({ id: "2", title: "second" });
  });

  it("updates a toast by id and leaves others alone", () => {
    const state: ToastState = { toasts: [make("1", { title: "old", duration: 2000 })] };
    const next = reducer(state, { type: "UPDATE_TOAST", toast: { id: "1", title: "new" } });
    expect(next.toasts[0]).toMatchObject({ id: "1", title: "new", duration: 2000, open: true });
    expect(state.toasts[0].title).toBe("old"); // pure: input not mutated
    expect(reducer(state, { type: "UPDATE_TOAST", toast: { id: "x", title: "nope" } }).toasts[0].title).toBe(
      "old",
    );
  });

  it("dismiss closes (open=false) without removing; remove deletes", () => {
    const state: ToastState = { toasts: [make("1")] };
    const dismissed = reducer(state, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts).toEqual([expect.objectContaining({ id: "1", open: false })]);
    expect(reducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
    expect(reducer(state, { type: "DISMISS_TOAST" }).toasts[0].open).toBe(false);
    expect(reducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("toast store", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToastStore();
  });
  afterEach(() => {
    resetToastStore();
    jest.useRealTimers();
  });

  it("shows one toast at a time: the next waits until the visible one has been seen", () => {
    toast({ title: "Evaluation submitted successfully" });
    const second = toast({ title: "CSV Backup Downloaded", variant: "destructive", duration: 3000 });
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({ title: "Evaluation submitted successfully", open: true }),
    ]);
    jest.advanceTimersByTime(TOAST_MIN_VISIBLE - 1);
    expect(getToastState().toasts[0]).toMatchObject({ title: "Evaluation submitted successfully" });
    jest.advanceTimersByTime(1);
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second.id,
      title: "CSV Backup Downloaded",
      variant: "destructive",
      duration: 3000,
    });
  });

  it("removes a dismissed toast only after TOAST_REMOVE_DELAY", () => {
    const t = toast({ title: "Hello", description: "world" });
    t.dismiss();
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id: t.id, open: false })]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("dismisses through Radix's onOpenChange(false) and calls the caller's handler", () => {
    const onOpenChange = jest.fn();
    const t = toast({ title: "Bye", onOpenChange });
    getToastState().toasts[0].onOpenChange?.(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(getToastState().toasts[0]).toMatchObject({ id: t.id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("a closed toast lets the next one in at once; a dismissed waiting toast never shows", () => {
    const first = toast({ title: "First" });
    const second = toast({ title: "Second" });
    const third = toast({ title: "Third" });
    second.dismiss();
    first.dismiss();
    expect(getToastState().toasts[0]).toMatchObject({ title: "Third", open: true, id: third.id });
    jest.advanceTimersByTime(TOAST_MIN_VISIBLE * 3);
    expect(getToastState().toasts.map((t) => t.title)).toEqual(["Third"]);
  });

  it("updates a live toast through the returned handle", () => {
    const t = toast({ title: "Uploading" });
    t.update({ title: "Uploaded", duration: 2000 });
    expect(getToastState().toasts[0]).toMatchObject({
      id: t.id,
      title: "Uploaded",
      duration: 2000,
      open: true,
    });
  });
});
